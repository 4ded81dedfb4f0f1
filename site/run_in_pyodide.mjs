// Run a Python script in Pyodide under Node, with a folder of wheels installed first.
//
//   node site/run_in_pyodide.mjs PYODIDE_DIR WHEEL_DIR DATA_DIR SCRIPT.py [ARGS...]
//
// PYODIDE_DIR is the npm `pyodide` package (the runtime only). Every wheel in WHEEL_DIR is
// unpacked into site-packages, as an installer would (the npm runtime has no micropip).
// DATA_DIR is mounted at /data and is the working directory; the script runs as __main__ with
// sys.argv = [SCRIPT, ...ARGS], and may `await` at top level as a notebook cell may. Its stdout
// and stderr go to Node's; a SystemExit's code becomes the process's exit code.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheelDir, dataDir, script, ...args] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
// Every byte counts as written: Node queues what a full pipe cannot take yet (write() returning
// false then means "buffered", not "refused"; reporting 0 made Python retry for ever).
const writer = (stream) => ({ write: (bytes) => (stream.write(bytes), bytes.length) });
pyodide.setStdout(writer(process.stdout));
pyodide.setStderr(writer(process.stderr));
const { FS } = pyodide;
FS.mkdir("/wheels");
FS.mount(FS.filesystems.NODEFS, { root: path.resolve(wheelDir) }, "/wheels");
FS.mkdir("/data");
FS.mount(FS.filesystems.NODEFS, { root: path.resolve(dataDir) }, "/data");
pyodide.globals.set("script_args", pyodide.toPy([script, ...args]));
pyodide.globals.set("script_source", readFileSync(script, "utf8"));
const code = `
import ast, inspect, os, sys, sysconfig, zipfile
from pathlib import Path
site_packages = sysconfig.get_paths()["purelib"]
for wheel in sorted(Path("/wheels").glob("*.whl")):
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site_packages)
os.chdir("/data")
sys.argv = list(script_args)
exit_code = 0
try:
    script = compile(script_source, sys.argv[0], "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    running = eval(script, {"__name__": "__main__"})
    if inspect.iscoroutine(running):
        await running
except SystemExit as stop:
    exit_code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
sys.stdout.flush()
sys.stderr.flush()
exit_code
`;
process.exitCode = await pyodide.runPythonAsync(code);
