// The baseline for bench/editor.ts: a static page with no framework, laid out like the editor's grid
// (5 columns, boxes marked with data-box-id), where Space appends a box, a click selects one, Enter in the
// colour field recolours the selected one (the editor's Background tab, without a framework), and a double-click
// makes a box's text editable until Escape. It uses the
// same attributes as the editor so bench/editorProbe.ts times both identically.
export const BASELINE_HTML = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>Baseline grid</title>
    <style>
      body { margin: 0; font-family: sans-serif; }
      #grid { display: grid; grid-template-columns: repeat(5, 1fr); grid-auto-rows: 180px; gap: 17px;
              max-width: 1200px; margin: 0 auto; padding: 17px; }
      #grid > div { display: flex; align-items: center; justify-content: center; background: #d8d8d8;
                    border-radius: 29px; color: #212121; }
      #grid > div.selected { outline: 3px solid #212121; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <label style="position: fixed; top: 8px; right: 8px; background: #fff; padding: 8px">
      Background colour <input id="colour" type="text" value="#d8d8d8" />
    </label>
    <main id="grid" role="region" aria-label="Baseline Grid"></main>
    <script>
      const grid = document.getElementById('grid');
      let count = 0;
      let selected = null;
      function addBox() {
        count += 1;
        const box = document.createElement('div');
        box.dataset.boxId = 'box-' + count;
        box.textContent = 'Box ' + count;
        grid.append(box);
      }
      function select(box) {
        if (selected) {
          selected.classList.remove('selected');
          selected.removeAttribute('data-selected');
        }
        box.classList.add('selected');
        box.dataset.selected = 'true';
        selected = box;
      }
      document.getElementById('colour').addEventListener('keydown', (event) => {
        if (event.key === 'Enter' && selected) selected.style.background = event.target.value;
      });
      window.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && event.target.isContentEditable) {
          event.target.removeAttribute('contenteditable');
          event.target.blur();
          return;
        }
        if (event.key !== ' ' || event.target.id === 'colour' || event.target.isContentEditable) return;
        event.preventDefault();
        addBox();
      });
      grid.addEventListener('click', (event) => {
        const box = event.target.closest('[data-box-id]');
        if (box) select(box);
      });
      grid.addEventListener('dblclick', (event) => {
        const box = event.target.closest('[data-box-id]');
        if (!box) return;
        box.contentEditable = 'true';
        box.focus();
        getSelection().selectAllChildren(box);
        getSelection().collapseToEnd();
      });
      addBox();
    </script>
  </body>
</html>`;
