/** Small line icons for the admin screens, drawn inline so they never depend on an emoji font. */
const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const EditIcon = () => (
  <svg {...base}>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);

export const TrashIcon = () => (
  <svg {...base}>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
    <path d="M10 11v6M14 11v6" />
  </svg>
);

export const LinkIcon = () => (
  <svg {...base}>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

export const UnlinkIcon = () => (
  <svg {...base}>
    <path d="M18.8 13.2l1.7-1.7a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M5.2 10.8l-1.7 1.7a5 5 0 0 0 7 7l1.7-1.7" />
    <path d="M4 4l16 16" />
  </svg>
);
