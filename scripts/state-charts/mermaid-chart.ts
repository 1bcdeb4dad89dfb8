import type { AnyStateMachine } from 'xstate';

/** The parts of XState's state node that a chart needs (XState 5's StateNode, read only). */
interface ChartNode {
  key: string;
  id: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
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
}

const mermaidId = (node: ChartNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function actionNames(actions: unknown[]): string[] {
  return actions
    .map((action) => (typeof action === 'string' ? action : typeof action === 'object' && action && 'type' in action ? String(action.type) : null))
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

function transitionLines(node: ChartNode, machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  const write = (label: string, transition: ChartTransition) => {
    const guard = guardName(transition.guard);
    const actions = actionNames(transition.actions);
    const text = [label, guard ? `[${guard}]` : '', actions.length ? `/ ${actions.join(', ')}` : ''].filter(Boolean).join(' ');
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets) lines.push(`${mermaidId(node)} --> ${mermaidId(target)} : ${text}`);
  };
  for (const [eventType, transitions] of node.transitions) {
    for (const transition of transitions) write(eventLabel(node, eventType, machine), transition);
  }
  for (const transition of node.always ?? []) write('always', transition);
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

function renderNode(node: ChartNode, machine: AnyStateMachine, indent: string, outbox: string[]): string[] {
  const id = mermaidId(node);
  const title = node.type === 'parallel' ? `${node.key} (parallel)` : node.key;
  if (Object.keys(node.states).length === 0) return [`${indent}state "${title}" as ${id}`];
  return [`${indent}state "${title}" as ${id} {`, ...renderChildren(node, machine, `${indent}  `, outbox), `${indent}}`];
}

/** A Mermaid stateDiagram-v2 of the machine, read from its own definition. */
export function mermaidChart(machine: AnyStateMachine): string {
  const root = machine.root as unknown as ChartNode;
  const top: string[] = [];
  const lines = ['stateDiagram-v2', ...renderNode(root, machine, '  ', top)];
  top.push(...transitionLines(root, machine));
  return [...lines, ...top.map((line) => `  ${line}`)].join('\n') + '\n';
}
