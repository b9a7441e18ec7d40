import { firefoxEngine } from './drivers/firefox';
import { journeysIn } from './suite';

journeysIn('firefox', firefoxEngine);
