// Loads the Pyodide runtime from the site's static/pyodide/, unpacks the wheels named in
// wheels/list.txt, and runs script.py with runPythonAsync (as JupyterLite's kernel runs a
// cell); posts the script's `report` variable, or the error.
import { loadPyodide } from "./static/pyodide/pyodide.mjs";

try {
  const indexURL = new URL("./static/pyodide/", location.href).href;
  const pyodide = await loadPyodide({ indexURL });
  const list = await (await fetch("wheels/list.txt")).text();
  for (const name of list.split("\n").filter((line) => line.endsWith(".whl"))) {
    pyodide.unpackArchive(await (await fetch(`wheels/${name}`)).arrayBuffer(), "wheel");
  }
  pyodide.FS.writeFile("basic.yaml", await (await fetch("basic.yaml")).text());
  await pyodide.runPythonAsync(await (await fetch("script.py")).text());
  postMessage(pyodide.globals.get("report"));
} catch (error) {
  postMessage(`error: ${error}`);
}
