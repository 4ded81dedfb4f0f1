/* The kernel-free stepper replay (kube_scheduler_py.widgets.replay): steps through the
   precomputed panels of a recorded trace. No network: everything it shows is in the page.
   Every element with class kube-replay holds its data in a script.kube-replay-data element;
   this script starts each one once, however many times it is included. */
(function () {
  "use strict";

  var MOVES = [
    ["◀ extension point", "Back to the first plugin call of this extension point (or the previous one)", "back_extension_point"],
    ["extension point ▶", "On to the first plugin call of the next extension point", "next_extension_point"],
    ["◀ plugin call", "Back to the previous plugin call", "back_plugin_call"],
    ["plugin call ▶", "On to the next plugin call", "next_plugin_call"],
    ["◀ Back", "One record back", "back_record"],
    ["Next ▶", "One record on", "next_record"]
  ];

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  /* The data: gzip-compressed JSON in base64, unpacked by the browser itself. */
  function unpack(text) {
    var binary = atob(text.trim());
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).text().then(JSON.parse);
  }

  /* Scroll a picture larger than its panel so that the highlighted (gold) box is in view. */
  function centreHighlight(panel) {
    var pane = panel.querySelector(".kube-stepper-picture");
    var gold = panel.querySelector('svg [fill="gold"]');
    if (!pane || !gold) { return; }
    var box = gold.getBoundingClientRect();
    var view = pane.getBoundingClientRect();
    pane.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
    pane.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
  }

  function start(root) {
    if (root.getAttribute("data-kube-replay-ready")) { return; }
    root.setAttribute("data-kube-replay-ready", "1");
    unpack(root.querySelector("script.kube-replay-data").textContent).then(function (data) {
      build(root, data);
    }, function (error) {
      root.querySelector(".kube-replay-ui").textContent =
        "This browser cannot unpack the stepper replay: " + error;
    });
  }

  function build(root, data) {
    var strings = data.strings;
    var field = {};
    data.fields.forEach(function (name, index) { field[name] = index; });
    var ui = root.querySelector(".kube-replay-ui");
    ui.textContent = "";
    var current = { pod: data.start, position: data.position || 0, zoom: data.zoom };

    function steps() { return data.pods[current.pod].steps; }
    function step() { return steps()[current.position]; }

    var podRow = element("div", "kube-replay-row");
    var podLabel = element("label", "", "pod ");
    var select = element("select", "kube-replay-pod");
    data.pods.forEach(function (pod, index) {
      var option = element("option", "", pod.name);
      option.value = String(index);
      select.appendChild(option);
    });
    podLabel.appendChild(select);
    var backPod = element("button", "", "◀ pod");
    backPod.title = "The previous pod";
    var nextPod = element("button", "", "pod ▶");
    nextPod.title = "The next pod";
    podRow.appendChild(podLabel);
    podRow.appendChild(backPod);
    podRow.appendChild(nextPod);

    var moveRow = element("div", "kube-replay-row");
    var moveButtons = MOVES.map(function (move) {
      var button = element("button", "", move[0]);
      button.title = move[1];
      button.setAttribute("data-move", move[2]);
      moveRow.appendChild(button);
      return button;
    });

    var sliderRow = element("div", "kube-replay-row");
    var slider = element("input", "kube-replay-slider");
    slider.type = "range";
    slider.min = "0";
    slider.setAttribute("aria-label", "step");
    var position = element("div", "kube-stepper-position");
    sliderRow.appendChild(slider);
    sliderRow.appendChild(position);

    var stepPanel = element("div", "kube-stepper-step");
    var goPanel = element("div", "kube-stepper-go");
    var sourcePanel = element("div", "kube-stepper-source-panel");
    var zoomRow = element("div", "kube-replay-row");
    var zoomOut = element("button", "", "− zoom");
    zoomOut.title = "Smaller picture";
    var zoomIn = element("button", "", "+ zoom");
    zoomIn.title = "Larger picture";
    var zoomLabel = element("span", "kube-replay-zoom");
    zoomRow.appendChild(zoomOut);
    zoomRow.appendChild(zoomIn);
    zoomRow.appendChild(zoomLabel);
    var picturePanel = element("div", "kube-stepper-picture-panel");
    var tablesPanel = element("div", "kube-stepper-tables");
    /* Two columns under the controls, so that a 1280x800 screen shows every panel at once:
       what the step is and its Go source on the left, the picture and the tables on the
       right; each panel scrolls inside itself. */
    var columns = element("div", "kube-replay-columns");
    var left = element("div", "kube-replay-column");
    var right = element("div", "kube-replay-column");
    [stepPanel, goPanel, sourcePanel].forEach(function (node) { left.appendChild(node); });
    [picturePanel, tablesPanel].forEach(function (node) { right.appendChild(node); });
    columns.appendChild(left);
    columns.appendChild(right);
    moveRow.appendChild(zoomRow);
    [podRow, moveRow, columns].forEach(function (node) { ui.appendChild(node); });
    podRow.appendChild(sliderRow);

    function show() {
      var now = step();
      var moves = now[field.moves];
      select.value = String(current.pod);
      slider.max = String(steps().length - 1);
      slider.value = String(current.position);
      backPod.disabled = current.pod === 0;
      nextPod.disabled = current.pod === data.pods.length - 1;
      moveButtons.forEach(function (button, index) { button.disabled = moves[index] < 0; });
      zoomOut.disabled = current.zoom === 0;
      zoomIn.disabled = current.zoom === data.zooms.length - 1;
      position.innerHTML = strings[now[field.position]];
      stepPanel.innerHTML = strings[now[field.step]];
      goPanel.innerHTML = strings[now[field.go]];
      var link = strings[now[field.link]];
      var sources = window.KUBE_GO_SOURCES || {};
      sourcePanel.innerHTML = sources[link] || strings[now[field.source]];
      picturePanel.innerHTML = strings[now[field.picture]];
      var zoom = data.zooms[current.zoom];
      var svg = picturePanel.querySelector("svg");
      var natural = svg ? Number(svg.getAttribute("data-width")) : 0;
      if (svg) {
        svg.style.width = zoom === 0 || !natural ? "100%" : Math.floor(natural * zoom / 100) + "px";
      }
      zoomLabel.textContent = "picture: " + (zoom === 0 ? "fit" : zoom + " %");
      centreHighlight(picturePanel);
      tablesPanel.innerHTML = strings[now[field.tables]];
    }

    function goTo(pod, index) {
      current.pod = pod;
      current.position = Math.max(0, Math.min(index, steps().length - 1));
      show();
    }

    moveButtons.forEach(function (button, index) {
      button.addEventListener("click", function () {
        var target = step()[field.moves][index];
        if (target >= 0) { goTo(current.pod, target); }
      });
    });
    backPod.addEventListener("click", function () { if (current.pod > 0) { goTo(current.pod - 1, 0); } });
    nextPod.addEventListener("click", function () {
      if (current.pod < data.pods.length - 1) { goTo(current.pod + 1, 0); }
    });
    select.addEventListener("change", function () { goTo(Number(select.value), 0); });
    slider.addEventListener("input", function () { goTo(current.pod, Number(slider.value)); });
    zoomOut.addEventListener("click", function () { current.zoom = Math.max(0, current.zoom - 1); show(); });
    zoomIn.addEventListener("click", function () {
      current.zoom = Math.min(data.zooms.length - 1, current.zoom + 1);
      show();
    });
    root.addEventListener("keydown", function (event) {
      if (event.target !== root) { return; }
      if (event.key === "ArrowRight") { moveButtons[5].click(); event.preventDefault(); }
      if (event.key === "ArrowLeft") { moveButtons[4].click(); event.preventDefault(); }
    });
    show();
    root.setAttribute("data-kube-replay-ready", "shown");
    /* The book's Go sources (window.KUBE_GO_SOURCES) may load after this script. */
    window.addEventListener("load", show);
  }

  Array.prototype.forEach.call(document.querySelectorAll(".kube-replay"), start);
})();
