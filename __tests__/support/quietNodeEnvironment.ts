/** Jest's node environment with the console guard (quietEnvironment.ts). */
import { TestEnvironment } from 'jest-environment-node';
import { withQuietConsole } from './quietEnvironment';

export default withQuietConsole(TestEnvironment);
