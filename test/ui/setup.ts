import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import 'reflect-metadata';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {};
