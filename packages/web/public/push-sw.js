// Warboard's service worker: shows a "your decision is due" push (the server encrypts it for this browser) unless
// the game is already open and in view, and opens the game when the notice is clicked.
self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : { title: 'Warboard', body: '', url: '/' };
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const watching = windows.some(
        (w) => w.visibilityState === 'visible' && new URL(w.url).pathname === data.url,
      );
      if (watching) return undefined;
      return self.registration.showNotification(data.title, { body: data.body, tag: data.url, data });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/';
  // The game's page already open (the tab's own notice comes from it): bring it forward rather than open another.
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
