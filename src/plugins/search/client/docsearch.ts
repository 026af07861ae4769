import { useDocSearchKeyboardEvents as untypedKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { useDocSearchKeyboardEvents as TypedKeyboardEvents } from '@docsearch/react';

// The search theme declares DocSearch v4's small entry points as untyped modules (for DocSearch v3
// compatibility); this one is the same function as the main entry's, whose type it gets here.
// Importing the small entry point keeps the main entry (the whole modal) out of the first load.

export const useDocSearchKeyboardEvents = untypedKeyboardEvents as typeof TypedKeyboardEvents;
