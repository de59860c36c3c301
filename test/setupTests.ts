import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'node:util';
import { mediaQueryList } from './mediaQueryList';

// jsdom lacks a few browser APIs that our code (or MUI) touches.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// (A suite run in Node, `@jest-environment node`, has no window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

// Shared CI machines can be slow: wait longer for things to appear (never a timing assertion).
configure({ asyncUtilTimeout: 10_000 });
