import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import { DocSearchButton as untypedButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents as untypedKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchButton as TypedButton,
  useDocSearchKeyboardEvents as TypedKeyboardEvents,
} from '@docsearch/react';

// The search theme declares these DocSearch v4 entry points as untyped modules (for DocSearch v3
// compatibility); they are the same functions as the main entry's, whose types they get here.
// Importing the small entry points keeps the main entry (the whole modal) out of the first load.

export const DocSearchButton = untypedButton as typeof TypedButton;
export const useDocSearchKeyboardEvents = untypedKeyboardEvents as typeof TypedKeyboardEvents;
