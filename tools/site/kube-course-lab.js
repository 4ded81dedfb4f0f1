/* The site's JupyterLab page as the one place a learner's lessons run (tools/site/lab_page.py
   adds this script to lab/index.html).

   The page names its window "kube-lab": the links of the book and of the landing page target
   that window, and their script (book/_ext/kube-lab-links.js) finds this page through it and
   calls window.kubeCourse.open(path) here instead of loading JupyterLab again. A notebook is
   then opened in this page on the kernel already running (the lessons share one Python, which
   has imported the package already), a folder is shown in the file browser. */
(function () {
  "use strict";
  window.name = "kube-lab";

  /* JupyterLab once it has started and restored its layout (window.jupyterapp: the site's
     jupyter-lite.json sets exposeAppInBrowser). */
  function started() {
    return new Promise(function (resolve) {
      (function wait() {
        var app = window.jupyterapp;
        if (app) {
          resolve(app.restored.then(function () { return app; }));
        } else {
          setTimeout(wait, 100);
        }
      })();
    });
  }

  /* The kernel of the notebook in front, else of any running session: {id, name}. */
  function runningKernel(app) {
    var widget = app.shell.currentWidget;
    var context = widget && widget.sessionContext;
    var kernel = context && context.session && context.session.kernel;
    if (kernel) {
      return { id: kernel.id, name: kernel.name };
    }
    for (var session of app.serviceManager.sessions.running()) {
      if (session.kernel) {
        return { id: session.kernel.id, name: session.kernel.name };
      }
    }
    return undefined;
  }

  window.kubeCourse = {
    open: function (path) {
      return started().then(function (app) {
        if (!path.endsWith(".ipynb")) {
          return app.commands.execute("filebrowser:go-to-path", { path: path });
        }
        return app.commands.execute("docmanager:open", {
          path: path,
          factory: "Notebook",
          kernel: runningKernel(app),
        });
      });
    },
  };
})();
