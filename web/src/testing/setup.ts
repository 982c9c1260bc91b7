import { configure } from '@testing-library/dom';

// findBy*/waitFor wait for a condition, never a fixed time; on a busy 2-core CI machine a screen loaded on demand (its
// own chunk) or a slow render can need more than the library's 1 s default before the condition holds.
configure({ asyncUtilTimeout: 5000 });
