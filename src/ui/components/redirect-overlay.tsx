import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

export const REDIRECTING_TEXT = 'در حال انتقال به بانک';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Cover = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  color: #fff;
  font-size: 1.25rem;
  font-weight: 700;
  cursor: wait;
`;

const Ring = styled.span`
  width: 3rem;
  height: 3rem;
  border: 4px solid rgba(255, 255, 255, 0.35);
  border-top-color: #fff;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * Covers the page while the visitor is sent to the bank (or, for a free booking, while it is
 * recorded: `text` says so instead). Everything else on the page, header
 * included, is made inert so neither pointer nor keyboard can start anything meanwhile.
 */
export function RedirectOverlay({ text = REDIRECTING_TEXT }: { text?: string } = {}) {
  const cover = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const others = [...document.body.children].filter((element) => !element.contains(cover.current) && !element.hasAttribute('inert'));
    others.forEach((element) => element.setAttribute('inert', ''));
    cover.current?.focus();
    return () => others.forEach((element) => element.removeAttribute('inert'));
  }, []);
  return createPortal(
    <Cover ref={cover} role="alert" aria-busy="true" tabIndex={-1}>
      <Ring aria-hidden="true" />
      {text}
    </Cover>,
    document.body,
  );
}
