"""What the browser edition (Pyodide, WebAssembly) needs beside the port: `graphviz_wasm` draws
the diagrams with graphviz compiled to WebAssembly, since no `dot` program can run there.

Nothing here runs on a normal install. Python-only: nothing here is in Go.
"""
