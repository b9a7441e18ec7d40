import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// React 19 only wraps updates in act() when the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A lazy view's first load compiles its modules (ts-jest): on a busy 2-core machine that alone can take
// more than testing-library's default 1 s wait for it to show.
configure({ asyncUtilTimeout: 4_000 });
