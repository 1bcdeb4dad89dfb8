import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import 'reflect-metadata';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => {};

// A busy two-core CI machine renders slower than a laptop: give findBy* queries room.
configure({ asyncUtilTimeout: 5000 });
// Whole pages render in jsdom here; role queries over them are slow on a loaded machine.
jest.setTimeout(20000);
