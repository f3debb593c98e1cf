import { createContext, useContext } from "react";

/**
 * What the server's render of a whole document needs and the document's hydration data can
 * leave out, because the browser finds it in the rendered page: a lesson's body (a third of
 * the page, which was otherwise sent twice), and the nonce of the page's inline scripts, which
 * have run before hydration. Set by loaders on document requests only
 * (`requestContext.documentOnly`), the nonce by the document renderer; the browser's context
 * is always empty.
 */
export type DocumentOnlyValues = { lessonParts?: string[]; nonce?: string };

const DocumentOnlyContext = createContext<DocumentOnlyValues>({});
export const DocumentOnly = DocumentOnlyContext.Provider;
export const useDocumentOnly = () => useContext(DocumentOnlyContext);
