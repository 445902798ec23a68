const DIALOG = '[role="dialog"][aria-modal="true"]'

/**
 * Keyboard order for Mantine's dialogs, app-wide:
 * - Escape closes only the dialog on top. Each dialog closes on any Escape pressed in the window,
 *   so a confirmation opened over a drawer (the desk's booking, its refund) would take the drawer
 *   with it. Listening first, this closes the dialog that holds the focus (else the last opened)
 *   by its own close button, and the others never hear the key.
 * - A dialog gives the focus back to what opened it. Mantine returns it only for a dialog whose
 *   `opened` changes, not for one rendered open and then removed (how the screens show theirs).
 */
export const keepDialogsInOrder = () => {
  window.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || event.isComposing) return
      const open = [...document.querySelectorAll<HTMLElement>(DIALOG)]
      if (open.length < 2) return
      const top = open.find((dialog) => dialog.contains(document.activeElement)) ?? open[open.length - 1]!
      event.stopImmediatePropagation()
      top.querySelector<HTMLButtonElement>(".mantine-Modal-close, .mantine-Drawer-close")?.click()
    },
    { capture: true },
  )
  const openers = new Map<Element, Element>()
  const dialogsIn = (node: Node) =>
    node instanceof Element ? [...(node.matches(DIALOG) ? [node] : []), ...node.querySelectorAll(DIALOG)] : []
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const dialog of [...change.addedNodes].flatMap(dialogsIn))
        if (document.activeElement !== null && !dialog.contains(document.activeElement))
          openers.set(dialog, document.activeElement)
      for (const dialog of [...change.removedNodes].flatMap(dialogsIn)) {
        const opener = openers.get(dialog)
        openers.delete(dialog)
        // After Mantine's own return (10 ms), and only where the focus was left nowhere.
        setTimeout(() => {
          const lost = document.activeElement === null || document.activeElement === document.body
          if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
        }, 30)
      }
    }
  }).observe(document.body, { childList: true, subtree: true })
}
