/* Links into the site's JupyterLite (a[data-kube-lab], in the book and on the landing page)
   open their lesson in the one JupyterLab page already open, on its running kernel, rather
   than loading JupyterLab (and starting a Python) once more.

   Every such link targets the window named "kube-lab", which the site's JupyterLab page takes
   as its name (tools/site/kube-course-lab.js). A click looks that window up: when it is a
   JupyterLab page of this site, the lesson is opened there (window.kubeCourse.open) and the
   window brought to the front; otherwise the window (new, or showing something else) loads
   the link as before. */
(function () {
  "use strict";
  var LAB_WINDOW = "kube-lab";

  function course(lab) {
    try {
      return lab.kubeCourse || null;
    } catch (error) {
      return null; // a window of another origin
    }
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-kube-lab]");
    var plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (!link || !plain) {
      return;
    }
    var lab = window.open("", LAB_WINDOW); // the open Lab (brought to the front), or a new tab
    if (!lab) {
      return; // pop-ups blocked: the link opens as a plain link
    }
    event.preventDefault();
    var opener = course(lab);
    if (opener) {
      opener.open(link.getAttribute("data-kube-lab"));
      lab.focus();
    } else {
      lab.location.href = link.href;
    }
  });
})();
