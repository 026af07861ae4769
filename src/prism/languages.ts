/**
 * The languages the site's samples use, in the order they extend one another. To highlight another
 * language, import its Prism component here (after the ones it extends).
 */
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import './typescript';
import 'prismjs/components/prism-tsx';
import './shell';
import 'prismjs/components/prism-diff';
import 'prismjs/components/prism-json';
