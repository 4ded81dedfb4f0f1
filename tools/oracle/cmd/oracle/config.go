package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/kubernetes/fake"
	configv1 "k8s.io/kube-scheduler/config/v1"
	"k8s.io/kubernetes/pkg/scheduler"
	"k8s.io/kubernetes/pkg/scheduler/apis/config"
	"k8s.io/kubernetes/pkg/scheduler/apis/config/latest"
	configscheme "k8s.io/kubernetes/pkg/scheduler/apis/config/scheme"
	"k8s.io/kubernetes/pkg/scheduler/apis/config/validation"
)

// loadSchedulerConfig returns the configuration kube-scheduler would run with: the v1 defaults
// without a file, else the file decoded (strictly) and defaulted by the scheduler's config
// scheme, then validated.
func loadSchedulerConfig(path string) (*config.KubeSchedulerConfiguration, error) {
	var cfg *config.KubeSchedulerConfiguration
	if path == "" {
		c, err := latest.Default()
		if err != nil {
			return nil, err
		}
		cfg = c
	} else {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, inputErrorf("%v", err) // "open FILE: ...", as kube_scheduler_py prints it
		}
		obj, gvk, err := configscheme.Codecs.UniversalDecoder().Decode(data, nil, nil)
		if err != nil {
			return nil, inputErrorf("%s: %v", path, err)
		}
		c, ok := obj.(*config.KubeSchedulerConfiguration)
		if !ok {
			return nil, inputErrorf("%s: couldn't decode as KubeSchedulerConfiguration, got %s: ", path, gvk)
		}
		c.TypeMeta.APIVersion = gvk.GroupVersion().String()
		cfg = c
	}
	// Bad configuration gets one message naming the file, as kube_scheduler_py's CLI prints
	// it: the validation aggregate ("[a, b]") as kube-scheduler prints it, and the errors
	// only scheduler.New finds (an unknown plugin, Score weights that could overflow).
	if err := validation.ValidateKubeSchedulerConfiguration(cfg); err != nil {
		return nil, inputErrorf("%s", withFile(path, err))
	}
	if _, err := completedProfiles(cfg); err != nil {
		return nil, inputErrorf("%s", withFile(path, err))
	}
	return cfg, nil
}

// withFile puts the configuration file's name before an error about it.
func withFile(path string, err error) string {
	if path == "" {
		return err.Error()
	}
	return fmt.Sprintf("%s: %v", path, err)
}

// completedProfiles builds the scheduler once (on an empty fake cluster) and returns the
// profiles as the frameworks captured them, which is what --write-config-to prints.
// schedulerOptions are the scheduler.New options kube-scheduler's Setup takes from cfg
// (cmd/kube-scheduler/app/server.go), which simulate, bench and config defaults all use.
func schedulerOptions(cfg *config.KubeSchedulerConfiguration) []scheduler.Option {
	return []scheduler.Option{
		scheduler.WithComponentConfigVersion(cfg.TypeMeta.APIVersion),
		scheduler.WithProfiles(cfg.Profiles...),
		scheduler.WithPercentageOfNodesToScore(cfg.PercentageOfNodesToScore),
		scheduler.WithPodMaxBackoffSeconds(cfg.PodMaxBackoffSeconds),
		scheduler.WithPodInitialBackoffSeconds(cfg.PodInitialBackoffSeconds),
		scheduler.WithExtenders(cfg.Extenders...),
		scheduler.WithParallelism(cfg.Parallelism),
	}
}

func completedProfiles(cfg *config.KubeSchedulerConfiguration) ([]config.KubeSchedulerProfile, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	client := fake.NewSimpleClientset()
	informerFactory := newInformerFactory(client)
	var profiles []config.KubeSchedulerProfile
	sink := &eventSink{}
	_, err := scheduler.New(ctx, client, informerFactory, nil, sink.factory(),
		append(schedulerOptions(cfg), scheduler.WithBuildFrameworkCapturer(func(p config.KubeSchedulerProfile) {
			profiles = append(profiles, p)
		}))...,
	)
	if err != nil {
		return nil, inputErrorf("%v", err)
	}
	return profiles, nil
}

// encodeConfig writes cfg as v1 YAML exactly as kube-scheduler's --write-config-to does
// (cmd/kube-scheduler/app/options/configfile.go), keys in the serializer's order.
func encodeConfig(cfg *config.KubeSchedulerConfiguration) ([]byte, error) {
	info, ok := runtime.SerializerInfoForMediaType(configscheme.Codecs.SupportedMediaTypes(), runtime.ContentTypeYAML)
	if !ok {
		return nil, fmt.Errorf("unable to locate encoder -- %q is not a supported media type", runtime.ContentTypeYAML)
	}
	encoder := configscheme.Codecs.EncoderForVersion(info.Serializer, configv1.SchemeGroupVersion)
	var buf bytes.Buffer
	if err := encoder.Encode(cfg, &buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func configDefaults(path string, out io.Writer) error {
	cfg, err := loadSchedulerConfig(path)
	if err != nil {
		return err
	}
	profiles, err := completedProfiles(cfg)
	if err != nil {
		return err
	}
	cfg.Profiles = profiles
	b, err := encodeConfig(cfg)
	if err != nil {
		return err
	}
	_, err = out.Write(b)
	return err
}
