import { webkitEngine } from './drivers/webkit';
import { journeysIn } from './suite';

journeysIn('webkit', webkitEngine);
