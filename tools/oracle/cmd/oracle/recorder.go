package main

import (
	"fmt"
	"sync"

	v1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/tools/events"
	"k8s.io/client-go/tools/reference"
)

type eventRef struct {
	Kind      string `json:"kind"`
	Namespace string `json:"namespace"`
	Name      string `json:"name"`
}

type eventOut struct {
	Type      string   `json:"type"`
	Reason    string   `json:"reason"`
	Action    string   `json:"action"`
	Regarding eventRef `json:"regarding"`
	Note      string   `json:"note"`
}

// eventSink keeps every event in the order Eventf was called: there is no broadcaster, so no
// aggregation or spam filtering hides repeats. onEvent (if set) sees each event as it arrives.
type eventSink struct {
	mu      sync.Mutex
	events  []eventOut
	onEvent func(eventOut)
}

// recorder is the events.EventRecorder handed to every profile.
type recorder struct{ sink *eventSink }

var _ events.EventRecorder = recorder{}

// Eventf builds the event the way the events library does (note formatted with Sprintf, the
// regarding reference from the scheme) and appends it synchronously.
func (r recorder) Eventf(regarding runtime.Object, related runtime.Object, eventtype, reason, action, note string, args ...interface{}) {
	message := fmt.Sprintf(note, args...)
	ref, err := reference.GetReference(scheme.Scheme, regarding)
	if err != nil {
		return
	}
	if eventtype != v1.EventTypeNormal && eventtype != v1.EventTypeWarning {
		return
	}
	ev := eventOut{
		Type:      eventtype,
		Reason:    reason,
		Action:    action,
		Regarding: eventRef{Kind: ref.Kind, Namespace: ref.Namespace, Name: ref.Name},
		Note:      message,
	}
	r.sink.mu.Lock()
	r.sink.events = append(r.sink.events, ev)
	hook := r.sink.onEvent
	r.sink.mu.Unlock()
	if hook != nil {
		hook(ev)
	}
}

func (s *eventSink) all() []eventOut {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]eventOut, len(s.events))
	copy(out, s.events)
	return out
}
