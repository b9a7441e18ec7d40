import { chromiumEngine } from './drivers/chromium';
import { journeysIn } from './suite';

journeysIn('chromium', chromiumEngine);
