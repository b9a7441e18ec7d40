// setupFilesAfterEnv of every project: a file whose @jest-environment drops the console guard fails.
import { assertConsoleGuarded } from './expectConsole';

assertConsoleGuarded();
