/** /404's screen and its loader in one chunk: one file for the entry to name, loaded with the route. */
export { createNotFoundLoader } from './notFoundLoader';
export { NotFoundScreen } from '../features/notFound/NotFoundScreen';
