export interface ToastAction {
  label: string;
  run(): void | Promise<void>;
}

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
  action?: ToastAction;
}

const SHOW_MS = 6_000;
/** A toast with a button (Undo) stays longer: the player has to notice it and reach it. */
const SHOW_WITH_ACTION_MS = 12_000;

class Toasts {
  items = $state.raw<Toast[]>([]);
  private nextId = 1;

  show(text: string, options: { tone?: Toast['tone']; action?: ToastAction } = {}): number {
    const toast: Toast = { id: this.nextId++, text, tone: options.tone ?? 'info', ...(options.action ? { action: options.action } : {}) };
    this.items = [...this.items, toast];
    setTimeout(() => this.dismiss(toast.id), toast.action ? SHOW_WITH_ACTION_MS : SHOW_MS);
    return toast.id;
  }

  error(text: string): number {
    return this.show(text, { tone: 'error' });
  }

  dismiss(id: number): void {
    this.items = this.items.filter((toast) => toast.id !== id);
  }
}

export const toasts = new Toasts();
