import Prism from 'prismjs/components/prism-core';

// Prism's language files register themselves on a global `Prism`; the core must also never
// highlight the document on its own (React renders the tokens).
Prism.manual = true;
(globalThis as { Prism?: typeof Prism }).Prism = Prism;

export default Prism;
