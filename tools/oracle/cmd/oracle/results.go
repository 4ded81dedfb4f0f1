package main

import (
	"encoding/json"
	"strconv"
	"sync"
	"time"

	"k8s.io/apimachinery/pkg/api/validation"
	"k8s.io/apimachinery/pkg/util/sets"
)

// Annotation keys of kube-scheduler-simulator (see docs/annotations.md).
const (
	annotationPrefix        = "kube-scheduler-simulator.sigs.k8s.io/"
	keyPreFilterStatus      = annotationPrefix + "prefilter-result-status"
	keyPreFilterResult      = annotationPrefix + "prefilter-result"
	keyFilterResult         = annotationPrefix + "filter-result"
	keyPostFilterResult     = annotationPrefix + "postfilter-result"
	keyPreScoreResult       = annotationPrefix + "prescore-result"
	keyScoreResult          = annotationPrefix + "score-result"
	keyFinalScoreResult     = annotationPrefix + "finalscore-result"
	keyReserveResult        = annotationPrefix + "reserve-result"
	keyPermitResult         = annotationPrefix + "permit-result"
	keyPermitTimeoutResult  = annotationPrefix + "permit-result-timeout"
	keyPreBindResult        = annotationPrefix + "prebind-result"
	keyBindResult           = annotationPrefix + "bind-result"
	keySelectedNode         = annotationPrefix + "selected-node"
	keyResultHistory        = annotationPrefix + "result-history"
	messagePassed           = "passed"
	messageSuccess          = "success"
	messageWait             = "wait"
	messagePreemptionVictim = "preemption victim"
)

// attemptResult collects what the plugins reported during one scheduling attempt of one pod.
type attemptResult struct {
	selectedNode    string
	preFilterStatus map[string]string            // plugin -> "success" or status message
	preFilterResult map[string][]string          // plugin -> PreFilterResult.NodeNames (sorted)
	filter          map[string]map[string]string // node -> plugin -> "passed" or status message
	postFilter      map[string]map[string]string // node -> plugin -> "preemption victim"
	preScore        map[string]string            // plugin -> "success" or status message
	score           map[string]map[string]string // node -> plugin -> raw score
	finalScore      map[string]map[string]string // node -> plugin -> normalized score * weight
	reserve         map[string]string
	permit          map[string]string
	permitTimeout   map[string]string
	preBind         map[string]string
	bind            map[string]string
}

func newAttemptResult() *attemptResult {
	return &attemptResult{
		preFilterStatus: map[string]string{},
		preFilterResult: map[string][]string{},
		filter:          map[string]map[string]string{},
		postFilter:      map[string]map[string]string{},
		preScore:        map[string]string{},
		score:           map[string]map[string]string{},
		finalScore:      map[string]map[string]string{},
		reserve:         map[string]string{},
		permit:          map[string]string{},
		permitTimeout:   map[string]string{},
		preBind:         map[string]string{},
		bind:            map[string]string{},
	}
}

// resultStore keeps the per-attempt results of every pod (keyed "namespace/name") and, once an
// attempt is over, the annotations the simulator would have written on the pod.
type resultStore struct {
	mu          sync.Mutex
	current     map[string]*attemptResult
	history     map[string][]map[string]string
	annotations map[string]map[string]string
}

func newResultStore() *resultStore {
	return &resultStore{
		current:     map[string]*attemptResult{},
		history:     map[string][]map[string]string{},
		annotations: map[string]map[string]string{},
	}
}

// with runs f on the current attempt of the pod, creating it on first use.
func (s *resultStore) with(key string, f func(r *attemptResult)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.current[key]
	if !ok {
		r = newAttemptResult()
		s.current[key] = r
	}
	f(r)
}

func nested(m map[string]map[string]string, k string) map[string]string {
	inner, ok := m[k]
	if !ok {
		inner = map[string]string{}
		m[k] = inner
	}
	return inner
}

func statusMessage(s *pluginStatus, successMessage string) string {
	if s.IsSuccess() {
		return successMessage
	}
	return s.Message()
}

func (s *resultStore) addPreFilter(key, plugin string, st *pluginStatus, res *preFilterResult) {
	s.with(key, func(r *attemptResult) {
		r.preFilterStatus[plugin] = statusMessage(st, messageSuccess)
		if res != nil {
			// Python-side note: the simulator lists the set unsorted; the oracle sorts it.
			r.preFilterResult[plugin] = sets.List(res.NodeNames)
		}
	})
}

func (s *resultStore) addFilter(key, node, plugin string, st *pluginStatus) {
	s.with(key, func(r *attemptResult) { nested(r.filter, node)[plugin] = statusMessage(st, messagePassed) })
}

func (s *resultStore) addPostFilter(key, nominated, plugin string, nodes []string) {
	s.with(key, func(r *attemptResult) {
		for _, n := range nodes {
			m := nested(r.postFilter, n)
			if n == nominated {
				m[plugin] = messagePreemptionVictim
			}
		}
	})
}

func (s *resultStore) addPreScore(key, plugin string, st *pluginStatus) {
	s.with(key, func(r *attemptResult) { r.preScore[plugin] = statusMessage(st, messageSuccess) })
}

func (s *resultStore) addScore(key, node, plugin string, score, weight int64) {
	s.with(key, func(r *attemptResult) {
		nested(r.score, node)[plugin] = strconv.FormatInt(score, 10)
		nested(r.finalScore, node)[plugin] = strconv.FormatInt(score*weight, 10)
	})
}

func (s *resultStore) addNormalizedScore(key, node, plugin string, score, weight int64) {
	s.with(key, func(r *attemptResult) {
		nested(r.finalScore, node)[plugin] = strconv.FormatInt(score*weight, 10)
	})
}

func (s *resultStore) addReserve(key, plugin string, st *pluginStatus) {
	s.with(key, func(r *attemptResult) { r.reserve[plugin] = statusMessage(st, messageSuccess) })
}

func (s *resultStore) addPermit(key, plugin string, st *pluginStatus, timeout time.Duration) {
	s.with(key, func(r *attemptResult) {
		msg := st.Message()
		if st.IsSuccess() {
			msg = messageSuccess
		}
		if st.IsWait() {
			msg = messageWait
		}
		r.permit[plugin] = msg
		r.permitTimeout[plugin] = timeout.String()
	})
}

func (s *resultStore) addPreBind(key, plugin string, st *pluginStatus) {
	s.with(key, func(r *attemptResult) { r.preBind[plugin] = statusMessage(st, messageSuccess) })
}

func (s *resultStore) addBind(key, plugin string, st *pluginStatus) {
	s.with(key, func(r *attemptResult) { r.bind[plugin] = statusMessage(st, messageSuccess) })
}

func (s *resultStore) setSelectedNode(key, node string) {
	s.with(key, func(r *attemptResult) { r.selectedNode = node })
}

func mustMarshal(v interface{}) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// flush ends the pod's current attempt: its results become the pod's annotations and a new
// entry of the result history. A pod with no recorded results keeps its annotations.
func (s *resultStore) flush(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.current[key]
	if !ok {
		return
	}
	delete(s.current, key)
	entry := map[string]string{
		keyPreFilterResult:     mustMarshal(r.preFilterResult),
		keyPreFilterStatus:     mustMarshal(r.preFilterStatus),
		keyFilterResult:        mustMarshal(r.filter),
		keyPostFilterResult:    mustMarshal(r.postFilter),
		keyPreScoreResult:      mustMarshal(r.preScore),
		keyScoreResult:         mustMarshal(r.score),
		keyFinalScoreResult:    mustMarshal(r.finalScore),
		keyReserveResult:       mustMarshal(r.reserve),
		keyPermitTimeoutResult: mustMarshal(r.permitTimeout),
		keyPermitResult:        mustMarshal(r.permit),
		keyPreBindResult:       mustMarshal(r.preBind),
		keyBindResult:          mustMarshal(r.bind),
		keySelectedNode:        r.selectedNode,
	}
	annotations := map[string]string{}
	if old, ok := s.annotations[key]; ok {
		if h, ok := old[keyResultHistory]; ok {
			annotations[keyResultHistory] = h
		}
	}
	for k, v := range entry {
		annotations[k] = v
	}
	// The simulator drops the oldest entries until the history fits the annotation size limit.
	history := append(s.history[key], entry)
	for ; len(history) != 0; history = history[1:] {
		encoded := mustMarshal(history)
		if len(encoded) <= validation.TotalAnnotationSizeLimitB {
			annotations[keyResultHistory] = encoded
			break
		}
	}
	s.history[key] = history
	s.annotations[key] = annotations
}

// annotationsOf returns the final annotations of a pod (empty if it was never attempted).
func (s *resultStore) annotationsOf(key string) map[string]string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if a, ok := s.annotations[key]; ok {
		return a
	}
	return map[string]string{}
}
