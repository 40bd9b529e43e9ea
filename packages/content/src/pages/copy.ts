/**
 * A page's plain texts as the school edits them (`packages/content/data/pages/<app>/<slug>.json`,
 * schema `page-copy.schema.json`, in the editor's « Textes des pages »): each text a key, the
 * label the editor shows, and the text. The page module keeps its structure, its links and the
 * texts that cite a fact (they stay one fact in one place); `definePage` typesets the texts as it
 * does the rest of the copy.
 */
export interface PageCopyData {
  path: string;
  title: string;
  texts: Readonly<Record<string, { label: string; text: string }>>;
}

/** The page's texts by key; a key the file lacks fails the build in French, naming the file. */
export function pageCopy(json: unknown, file: string): (key: string) => string {
  const { texts } = json as PageCopyData;
  return (key) => {
    const entry = texts[key];
    if (!entry) throw new Error(`packages/content/data/pages/${file} : il manque le texte « ${key} » que la page affiche ; ajoutez-le (un développeur).`);
    return entry.text;
  };
}
