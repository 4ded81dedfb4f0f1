package main

// Reading scenario files into documents, as kube_scheduler_py/manifests.py does: the same
// encodings, the same split into documents and numbering (from 1), JSON streams (what
// `kubectl cluster-info dump` prints, its pod logs skipped), the same input limits and the
// same messages where the two can agree. YAML itself is sigs.k8s.io/yaml's.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/api/resource"
	"sigs.k8s.io/yaml"
)

// Input limits, the same as kube_scheduler_py.manifests's.
const (
	maxFileBytes     = 1024 * 1024 * 1024
	maxDocumentBytes = 256 * 1024 * 1024
	maxDocuments     = 100000
	maxDepth         = 100
)

// document is one document of a file: its number (from 1), first line and JSON text.
type document struct {
	number int
	line   int
	json   []byte
}

// documentError is input that cannot be read as manifests; number 0 means the whole file.
type documentError struct {
	number int
	msg    string
}

func (e *documentError) Error() string { return e.msg }

// documentWhere is "FILE: document N" (", item M"), as loader.document_where writes it.
func documentWhere(source string, number int) string {
	return fmt.Sprintf("%s: document %d", source, number)
}

// objectWhere is "WHERE (Kind namespace/name)", or "(Kind name)" for a cluster-scoped object.
func objectWhere(where, kind, namespace, name string) string {
	if name == "" {
		name = "<no name>"
	}
	if namespace != "" {
		return fmt.Sprintf("%s (%s %s/%s)", where, kind, namespace, name)
	}
	return fmt.Sprintf("%s (%s %s)", where, kind, name)
}

// skippedKindWarning is the warning for the first object of a kind the scheduler never reads.
func skippedKindWarning(where, kind string) string {
	return fmt.Sprintf("%s: skipping kind %s: the scheduler does not read it "+
		"(further objects of this kind are skipped silently)", where, kind)
}

// readDocuments cuts a file's bytes into documents, each converted to JSON.
func readDocuments(data []byte) ([]document, error) {
	data, err := toUTF8(data)
	if err != nil {
		return nil, err
	}
	data = skipPodLogs(data)
	if hasJSONPrefix(data) {
		return jsonDocuments(data)
	}
	var docs []document
	for i, chunk := range splitYAMLDocuments(data) {
		number := i + 1
		if number > maxDocuments {
			return nil, &documentError{number, fmt.Sprintf("more than %d documents in one file", maxDocuments)}
		}
		if len(chunk.text) > maxDocumentBytes {
			return nil, &documentError{number, fmt.Sprintf("document larger than %d MiB", maxDocumentBytes/(1024*1024))}
		}
		if err := checkUTF8(chunk.text, chunk.startLine, number); err != nil {
			return nil, err
		}
		js, err := yaml.YAMLToJSON(chunk.text)
		if err != nil {
			msg := yamlLine.ReplaceAllStringFunc(err.Error(), func(s string) string {
				n, _ := strconv.Atoi(strings.TrimPrefix(s, "line "))
				return fmt.Sprintf("line %d", n+chunk.startLine-1)
			})
			if strings.Contains(msg, "exceeded max depth") {
				msg = depthMessage()
			}
			return nil, &documentError{number, msg}
		}
		if err := checkDepth(js, number); err != nil {
			return nil, err
		}
		docs = append(docs, document{number, chunk.startLine, js})
	}
	return docs, nil
}

var yamlLine = regexp.MustCompile(`line (\d+)`)

func depthMessage() string {
	return fmt.Sprintf("nested more than %d levels deep", maxDepth)
}

// toUTF8 drops a UTF-8 byte-order mark and decodes UTF-16 with one, as go-yaml's reader does.
func toUTF8(data []byte) ([]byte, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return data[3:], nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		little := data[0] == 0xFF
		body := data[2:]
		if len(body)%2 != 0 {
			return nil, &documentError{0, fmt.Sprintf("invalid UTF-16 at byte offset %d: the file has a UTF-16 byte-order mark but is not UTF-16 text", len(data)-1)}
		}
		units := make([]uint16, len(body)/2)
		for i := range units {
			if little {
				units[i] = uint16(body[2*i]) | uint16(body[2*i+1])<<8
			} else {
				units[i] = uint16(body[2*i])<<8 | uint16(body[2*i+1])
			}
		}
		return []byte(string(utf16.Decode(units))), nil
	}
	return data, nil
}

// checkUTF8 names the first byte of a document that is not UTF-8 by line and column.
func checkUTF8(text []byte, firstLine, number int) error {
	for offset := 0; offset < len(text); {
		r, size := utf8.DecodeRune(text[offset:])
		if r == utf8.RuneError && size <= 1 {
			before := text[:offset]
			line := firstLine + bytes.Count(before, []byte("\n"))
			column := utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:]) + 1
			return &documentError{number, fmt.Sprintf(
				"line %d, column %d: invalid UTF-8 (byte 0x%02X): save the file as UTF-8 (or UTF-16 with a byte-order mark)",
				line, column, text[offset])}
		}
		offset += size
	}
	return nil
}

var logStart = regexp.MustCompile(`^==== START logs for container (\S+) of pod (\S+) ====\r?$`)

// skipPodLogs blanks out the pod logs `kubectl cluster-info dump` prints between its objects,
// keeping the lines so that line numbers still point into the file.
func skipPodLogs(data []byte) []byte {
	if !bytes.Contains(data, []byte("==== START logs for container ")) {
		return data
	}
	lines := bytes.Split(data, []byte("\n"))
	end := ""
	for i, line := range lines {
		if end == "" {
			m := logStart.FindSubmatch(line)
			if m == nil {
				continue
			}
			end = fmt.Sprintf("==== END logs for container %s of pod %s ====", m[1], m[2])
		} else if string(bytes.TrimRight(line, "\r")) == end {
			end = ""
		}
		lines[i] = nil
	}
	return bytes.Join(lines, []byte("\n"))
}

// hasJSONPrefix is apimachinery's sniffing: the first non-space byte is '{'.
func hasJSONPrefix(data []byte) bool {
	return bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n\v\f"), []byte("{"))
}

type yamlChunk struct {
	text      []byte
	startLine int
}

var separator = regexp.MustCompile(`^---[ \t\r]*(#.*)?$`)

// splitYAMLDocuments cuts a file at its "---" lines; blank or comment-only text before the
// first "---" is no document.
func splitYAMLDocuments(data []byte) []yamlChunk {
	var chunks []yamlChunk
	lines := bytes.Split(data, []byte("\n"))
	start, current, first := 1, 0, true
	for i, line := range lines {
		if bytes.HasPrefix(line, []byte("---")) && separator.Match(line) {
			chunk := bytes.Join(lines[current:i], []byte("\n"))
			if !(first && isBlankDocument(chunk)) {
				chunks = append(chunks, yamlChunk{chunk, start})
			}
			first = false
			start, current = i+2, i+1
		}
	}
	return append(chunks, yamlChunk{bytes.Join(lines[current:], []byte("\n")), start})
}

func isBlankDocument(text []byte) bool {
	for _, line := range strings.Split(string(text), "\n") {
		t := strings.TrimSpace(line)
		if t != "" && !strings.HasPrefix(t, "#") {
			return false
		}
	}
	return true
}

// jsonDocuments reads a stream of concatenated JSON values.
func jsonDocuments(data []byte) ([]document, error) {
	if err := checkUTF8(data, 1, 1); err != nil {
		return nil, err
	}
	var docs []document
	dec := json.NewDecoder(bytes.NewReader(data))
	for number := 1; ; number++ {
		start := int(dec.InputOffset())
		for start < len(data) && strings.IndexByte(" \t\r\n", data[start]) >= 0 {
			start++
		}
		if start >= len(data) {
			return docs, nil
		}
		line := 1 + bytes.Count(data[:start], []byte("\n"))
		if number > maxDocuments {
			return nil, &documentError{number, fmt.Sprintf("more than %d documents in one file", maxDocuments)}
		}
		var raw json.RawMessage
		err := dec.Decode(&raw)
		if errors.Is(err, io.EOF) {
			return docs, nil
		}
		if err != nil {
			var syntax *json.SyntaxError
			if errors.As(err, &syntax) {
				if strings.Contains(syntax.Error(), "exceeded max depth") {
					return nil, &documentError{number, fmt.Sprintf("line %d: %s", line, depthMessage())}
				}
				at := int(syntax.Offset) - 1
				if at >= len(data) || strings.HasPrefix(syntax.Error(), "unexpected end") {
					at = len(data)
				}
				l, c := position(data, at)
				return nil, &documentError{number, fmt.Sprintf("line %d, column %d: invalid JSON: %s", l, c, syntax.Error())}
			}
			if errors.Is(err, io.ErrUnexpectedEOF) {
				l, c := position(data, len(data))
				return nil, &documentError{number, fmt.Sprintf("line %d, column %d: invalid JSON: unexpected end of JSON input", l, c)}
			}
			return nil, &documentError{number, fmt.Sprintf("line %d: invalid JSON: %v", line, err)}
		}
		if len(raw) > maxDocumentBytes {
			return nil, &documentError{number, fmt.Sprintf("document larger than %d MiB", maxDocumentBytes/(1024*1024))}
		}
		if err := checkDepth(raw, number); err != nil {
			var de *documentError
			if errors.As(err, &de) {
				de.msg = fmt.Sprintf("line %d: %s", line, de.msg)
			}
			return nil, err
		}
		docs = append(docs, document{number, line, raw})
	}
}

// position is the 1-based line and column (in characters) of a byte offset.
func position(data []byte, offset int) (int, int) {
	if offset > len(data) {
		offset = len(data)
	}
	before := data[:offset]
	return 1 + bytes.Count(before, []byte("\n")), utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:]) + 1
}

// checkDepth refuses JSON nested deeper than maxDepth levels of objects and arrays.
func checkDepth(js []byte, number int) error {
	depth, inString, escaped := 0, false, false
	for _, b := range js {
		switch {
		case inString:
			if escaped {
				escaped = false
			} else if b == '\\' {
				escaped = true
			} else if b == '"' {
				inString = false
			}
		case b == '"':
			inString = true
		case b == '{' || b == '[':
			depth++
			if depth > maxDepth {
				return &documentError{number, depthMessage()}
			}
		case b == '}' || b == ']':
			depth--
		}
	}
	return nil
}

// decodeErrorField is the "path: Invalid value: VALUE: " that loader.py puts before a decode
// error (serialization.DecodeError), found in the document for Go's error: the first value,
// in document order, that the error can be about. "" when none is found.
func decodeErrorField(js []byte, err error) string {
	var typeErr *json.UnmarshalTypeError
	var timeErr *time.ParseError
	isType := errors.As(err, &typeErr)
	isTime := errors.As(err, &timeErr)
	isQuantity := strings.Contains(err.Error(), resource.ErrFormatWrong.Error()) ||
		strings.Contains(err.Error(), resource.ErrNumeric.Error()) ||
		strings.Contains(err.Error(), resource.ErrSuffix.Error())
	if !isType && !isTime && !isQuantity {
		return ""
	}
	found := ""
	walkJSON(js, func(path, kind string, value interface{}, raw string) bool {
		switch {
		case isTime:
			if s, ok := value.(string); !ok || s != timeErr.Value {
				return true
			}
		case isType:
			want := typeErr.Value
			if strings.HasPrefix(want, "number") {
				want = "number"
			}
			bare := indexes.ReplaceAllString(path, "")
			if kind != want || (bare != typeErr.Field && !strings.HasPrefix(bare, typeErr.Field+".")) {
				return true
			}
		case isQuantity:
			if kind == "null" || !underQuantityField(path) {
				return true
			}
			text, ok := value.(string)
			if !ok {
				text = raw
			}
			if _, perr := resource.ParseQuantity(text); perr == nil {
				return true
			}
		}
		found = fmt.Sprintf("%s: Invalid value: %s: ", path, raw)
		return false
	})
	return found
}

var indexes = regexp.MustCompile(`\[\d+\]`)

// quantityMaps name the ResourceList fields (their values are quantities) and
// quantityFields the fields that hold one quantity, in the kinds the scheduler reads.
var (
	quantityMaps = map[string]bool{
		"requests": true, "limits": true, "capacity": true, "allocatable": true, "overhead": true,
		"allocatedResources": true, "hard": true, "used": true,
	}
	quantityFields = map[string]bool{"sizeLimit": true, "maximumVolumeSize": true}
)

func underQuantityField(path string) bool {
	parts := strings.Split(indexes.ReplaceAllString(path, ""), ".")
	last := len(parts) - 1
	return quantityFields[parts[last]] || (last > 0 && quantityMaps[parts[last-1]])
}

// walkJSON calls visit for every value of a JSON document, in document order, with its
// path as loader.py writes it (a.b[0].c), its JSON kind, the value and its compact JSON text.
// visit returns false to stop.
func walkJSON(js []byte, visit func(path, kind string, value interface{}, raw string) bool) {
	var root interface{}
	dec := json.NewDecoder(bytes.NewReader(js))
	dec.UseNumber()
	if dec.Decode(&root) != nil {
		return
	}
	order := keyOrder(js)
	var walk func(path string, v interface{}) bool
	walk = func(path string, v interface{}) bool {
		raw, _ := json.Marshal(v)
		var kind string
		switch x := v.(type) {
		case map[string]interface{}:
			if path != "" && !visit(path, "object", v, string(raw)) {
				return false
			}
			for _, k := range order[path] {
				if child, ok := x[k]; ok {
					p := k
					if path != "" {
						p = path + "." + k
					}
					if !walk(p, child) {
						return false
					}
				}
			}
			return true
		case []interface{}:
			if !visit(path, "array", v, string(raw)) {
				return false
			}
			for i, child := range x {
				if !walk(fmt.Sprintf("%s[%d]", path, i), child) {
					return false
				}
			}
			return true
		case string:
			kind = "string"
		case json.Number:
			kind = "number"
		case bool:
			kind = "bool"
		default:
			kind = "null"
		}
		return visit(path, kind, v, string(raw))
	}
	walk("", root)
}

// keyOrder maps each object's path to its keys in document order (Go maps forget it).
func keyOrder(js []byte) map[string][]string {
	order := map[string][]string{}
	dec := json.NewDecoder(bytes.NewReader(js))
	type frame struct {
		path    string
		isArray bool
		index   int
		key     string
	}
	var stack []*frame
	childPath := func() string {
		if len(stack) == 0 {
			return ""
		}
		top := stack[len(stack)-1]
		if top.isArray {
			p := fmt.Sprintf("%s[%d]", top.path, top.index)
			top.index++
			return p
		}
		if top.path == "" {
			return top.key
		}
		return top.path + "." + top.key
	}
	expectKey := func() bool {
		return len(stack) > 0 && !stack[len(stack)-1].isArray && stack[len(stack)-1].key == ""
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			return order
		}
		if s, ok := tok.(string); ok && expectKey() {
			top := stack[len(stack)-1]
			top.key = s
			order[top.path] = append(order[top.path], s)
			continue
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &frame{path: childPath()})
			continue
		case json.Delim('['):
			stack = append(stack, &frame{path: childPath(), isArray: true})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		default:
			childPath()
		}
		if len(stack) > 0 && !stack[len(stack)-1].isArray {
			stack[len(stack)-1].key = ""
		}
	}
}
