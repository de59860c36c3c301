// The pictures this browser holds, read from IndexedDB itself (the « toile-media » database), for
// the browser tests of pictures (media.e2e.mjs, mediaProject.e2e.mjs).

/** The records of the media store, each with its bytes as base64. */
export function storedAssets(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('toile-media');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('assets');
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('assets').objectStore('assets').getAll();
          all.onsuccess = async () => {
            const base64 = async (blob) => {
              const bytes = new Uint8Array(await blob.arrayBuffer());
              let binary = '';
              for (const b of bytes) binary += String.fromCharCode(b);
              return btoa(binary);
            };
            const out = [];
            for (const r of all.result) {
              out.push({
                id: r.id,
                type: r.type,
                width: r.width,
                height: r.height,
                name: r.name,
                size: r.size,
                bytes: await base64(r.bytes),
                phone: r.phone ? { width: r.phone.width, height: r.phone.height } : null,
              });
            }
            db.close();
            resolve(out);
          };
        };
      }),
  );
}
