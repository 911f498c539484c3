import type { ChatSettings } from '@flo/contract';
import type { Emit, FloOptions, RenderedInstance } from '../config/types.ts';
import type { OpenFrame } from '../frame/createFrame.ts';

export interface RenderArgs {
  /** Slot element or CSS selector; overlay variants ignore it and attach to `document.body`. */
  target: Element | string | null;
  options: FloOptions;
  settings: ChatSettings;
  apiOrigin: string;
  emit: Emit;
  /**
   * Opens the instance's frame: the loader's (script tag) or the module's own createFrame, which
   * holds base.css and takes over an opening painted in the slot, so the UI bundle carries
   * neither.
   */
  frame: OpenFrame;
}

/**
 * The UI bundle's single entry point: draw one instance, or null when there is nowhere to draw,
 * at once or (renderInstance) once the conversation's flows are at hand.
 */
export interface FloRenderer {
  render(args: RenderArgs): RenderedInstance | null | Promise<RenderedInstance | null>;
}
