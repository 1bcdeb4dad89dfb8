import type { AnyStateMachine } from 'xstate';

/** The parts of XState's state node that a chart needs (XState 5's StateNode, read only). */
interface ChartNode {
  key: string;
  id: string;
  /** keys from the root down; empty for the root */
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description?: string;
  initial?: { target: ChartNode[] };
  states: Record<string, ChartNode>;
  transitions: Map<string, ChartTransition[]>;
  always?: ChartTransition[];
  invoke: Array<{ id: string; src: unknown }>;
}

interface ChartTransition {
  eventType: string;
  target?: ChartNode[];
  guard?: unknown;
  actions: unknown[];
  description?: string;
}

/** One transition as drawn: where it starts and ends and what its arrow says. */
export interface DrawnTransition {
  /** the source state's path below the root, e.g. `pending` or `choice.dateChosen`; the machine's id for the root */
  source: string;
  /** the targets' paths; the source itself when the transition has no target (a self-loop) */
  targets: string[];
  /** the event as the chart shows it: `PAY`, `always`, `after 3000 ms`, `done verifyPayment` */
  event: string;
  /** the guard as the chart shows it, without brackets; null when unguarded */
  guard: string | null;
  /** the named guards the transition's guard is made of (a named guard, or the parts of and/or/not) */
  guardNames: string[];
  actions: string[];
  description: string | null;
}

/** A guard written as a function in the transition itself has no name to show. */
export const INLINE_GUARD = 'guard';

const mermaidId = (node: ChartNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

const statePath = (node: ChartNode) => (node.path.length ? node.path.join('.') : node.id);

/** One line of free text (a description) that Mermaid shows as written: its markup characters as entity codes. */
function mermaidText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[#;"<>]/g, (character) => MERMAID_ENTITIES[character]);
}

const MERMAID_ENTITIES: Record<string, string> = { '#': '#35;', ';': '#59;', '"': '#quot;', '<': '#lt;', '>': '#gt;' };

const descriptionOf = (item: { description?: unknown }): string | null =>
  typeof item.description === 'string' && item.description.trim() ? item.description.replace(/\s+/g, ' ').trim() : null;

/** XState's and/or/not return functions that carry the guards they combine. */
function combinedGuard(guard: unknown): { kind: 'and' | 'or' | 'not'; parts: unknown[] } | null {
  if (typeof guard !== 'function' || !Array.isArray((guard as { guards?: unknown }).guards)) return null;
  const kind = guard.name;
  if (kind !== 'and' && kind !== 'or' && kind !== 'not') return null;
  return { kind, parts: (guard as unknown as { guards: unknown[] }).guards };
}

function guardLabel(guard: unknown, nested = false): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  const combined = combinedGuard(guard);
  if (combined) {
    const parts = combined.parts.map((part) => guardLabel(part, true) ?? INLINE_GUARD);
    if (combined.kind === 'not') return `!${parts[0]}`;
    const joined = parts.join(combined.kind === 'and' ? ' && ' : ' || ');
    return nested ? `(${joined})` : joined;
  }
  return INLINE_GUARD;
}

function namedGuards(guard: unknown): string[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return [String((guard as { type: unknown }).type)];
  const combined = combinedGuard(guard);
  if (combined) return combined.parts.flatMap(namedGuards);
  return [INLINE_GUARD];
}

function actionNames(actions: unknown[]): string[] {
  return actions
    .map((action) =>
      typeof action === 'string' ? action : typeof action === 'object' && action && 'type' in action ? String(action.type) : null,
    )
    .filter((name): name is string => !!name && !name.startsWith('xstate.'));
}

function invokedName(node: ChartNode, actorId: string): string {
  const found = node.invoke.find((invoke) => invoke.id === actorId);
  return typeof found?.src === 'string' ? found.src : actorId;
}

function eventLabel(node: ChartNode, eventType: string, machine: AnyStateMachine): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) {
    const delay = (machine.implementations.delays as Record<string, unknown>)[after[1]];
    return typeof delay === 'number' ? `after ${delay} ms` : `after ${after[1]}`;
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1] === 'done' ? 'done' : 'error'} ${invokedName(node, done[2])}`;
  return eventType;
}

/** A node's own transitions (not its children's), each with its targets; a targetless one ends where it starts. */
function nodeTransitions(node: ChartNode, machine: AnyStateMachine): Array<{ drawn: DrawnTransition; targets: ChartNode[] }> {
  const found: Array<{ drawn: DrawnTransition; targets: ChartNode[] }> = [];
  const add = (event: string, transition: ChartTransition) => {
    const targets = transition.target?.length ? transition.target : [node];
    found.push({
      targets,
      drawn: {
        source: statePath(node),
        targets: targets.map(statePath),
        event,
        guard: guardLabel(transition.guard),
        guardNames: namedGuards(transition.guard),
        actions: actionNames(transition.actions),
        description: descriptionOf(transition),
      },
    });
  };
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) add(eventLabel(node, eventType, machine), transition);
  }
  for (const transition of node.always ?? []) add('always', transition);
  return found;
}

function transitionLines(node: ChartNode, machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  for (const { drawn, targets } of nodeTransitions(node, machine)) {
    const text = [drawn.event, drawn.guard ? `[${drawn.guard}]` : '', drawn.actions.length ? `/ ${drawn.actions.join(', ')}` : '']
      .filter(Boolean)
      .join(' ');
    // The description goes on a line of its own: Persian wrapped together with the Latin ids would be reordered.
    const label = drawn.description ? `${text}<br/>${mermaidText(drawn.description)}` : text;
    for (const target of targets) lines.push(`${mermaidId(node)} --> ${mermaidId(target)} : ${label}`);
  }
  return lines;
}

/**
 * Writes a node's children inside its block. A transition is written beside its source; the
 * regions of a parallel state have no "beside" within the block (lines after `--` would join the
 * last region), so theirs go to the enclosing block through `outbox`.
 */
function renderChildren(parent: ChartNode, machine: AnyStateMachine, indent: string, outbox: string[]): string[] {
  const children = Object.values(parent.states);
  const lines: string[] = [];
  if (parent.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...renderNode(child, machine, indent, outbox));
      outbox.push(...transitionLines(child, machine));
    });
    return lines;
  }
  const here: string[] = [];
  for (const target of parent.initial?.target ?? []) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
  for (const child of children) lines.push(...renderNode(child, machine, indent, here));
  for (const child of children) {
    here.push(...transitionLines(child, machine));
    if (child.type === 'final') here.push(`${mermaidId(child)} --> [*]`);
  }
  return [...lines, ...here.map((line) => indent + line)];
}

/**
 * A state with a description: a simple state shows it under its id in a divided box (`id : text`);
 * a state with children is a group, which Mermaid gives a one-line title only, so there it follows the id.
 */
function renderNode(node: ChartNode, machine: AnyStateMachine, indent: string, outbox: string[]): string[] {
  const id = mermaidId(node);
  const title = node.type === 'parallel' ? `${node.key} (parallel)` : node.key;
  const description = descriptionOf(node);
  if (Object.keys(node.states).length === 0) {
    const lines = [`${indent}state "${title}" as ${id}`];
    if (description) lines.push(`${indent}${id} : ${mermaidText(description)}`);
    return lines;
  }
  const heading = description ? `${title} — ${mermaidText(description)}` : title;
  return [`${indent}state "${heading}" as ${id} {`, ...renderChildren(node, machine, `${indent}  `, outbox), `${indent}}`];
}

/** A Mermaid stateDiagram-v2 of the machine, read from its own definition. */
export function mermaidChart(machine: AnyStateMachine): string {
  const root = machine.root as unknown as ChartNode;
  const top: string[] = [];
  const lines = ['stateDiagram-v2', ...renderNode(root, machine, '  ', top)];
  top.push(...transitionLines(root, machine));
  return [...lines, ...top.map((line) => `  ${line}`)].join('\n') + '\n';
}

/** Every transition of the machine, the root's first, then each state's in document order. */
export function machineTransitions(machine: AnyStateMachine): DrawnTransition[] {
  const walk = (node: ChartNode): DrawnTransition[] => [
    ...nodeTransitions(node, machine).map(({ drawn }) => drawn),
    ...Object.values(node.states).flatMap(walk),
  ];
  return walk(machine.root as unknown as ChartNode);
}

/** The machine's own description, if it gives one. */
export function machineDescription(machine: AnyStateMachine): string | null {
  return descriptionOf(machine.root as unknown as ChartNode);
}

/** Every state below the root, each with its path (`pending.verifying`) and its description, if it gives one. */
export function machineStates(machine: AnyStateMachine): Array<{ path: string; description: string | null }> {
  const walk = (node: ChartNode): Array<{ path: string; description: string | null }> =>
    Object.values(node.states).flatMap((child) => [{ path: statePath(child), description: descriptionOf(child) }, ...walk(child)]);
  return walk(machine.root as unknown as ChartNode);
}
