//go:debug randseednop=0

// Command oracle runs the real kube-scheduler v1.31.1 (as a library) on kube-scheduler-py
// scenarios and prints what happened in the format of the `simulate` contract
// (docs/oracle.md). It also prints the defaulted scheduler configuration (`config defaults`).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	utilfeature "k8s.io/apiserver/pkg/util/feature"
	"k8s.io/klog/v2"
)

const usage = `usage:
  oracle simulate SCENARIO [SCENARIO ...] [--config FILE] [--seed N] [--output json]
                  [--feature-gates A=true,B=false]
  oracle config defaults [--config FILE] [--feature-gates A=true,B=false]
  oracle config feature-gates    (the gates --feature-gates can switch)
  oracle feature-gates           (every known gate, as JSON)
  oracle bench SCENARIO [--seed N] [--parallelism N]
                 (the unmodified scheduler's speed on a scenario, as JSON: docs/benchmark.md)
`

// parseArgs separates positional arguments from --config/--seed/--output/--feature-gates
// (also --x=v); --feature-gates may be repeated, as kube-scheduler's.
func parseArgs(args []string) (pos []string, opts map[string]string, err error) {
	opts = map[string]string{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-" || !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
			continue
		}
		name := strings.TrimLeft(a, "-")
		value := ""
		if eq := strings.Index(name, "="); eq >= 0 {
			name, value = name[:eq], name[eq+1:]
		} else {
			if i+1 >= len(args) {
				return nil, nil, fmt.Errorf("flag needs an argument: %s", a)
			}
			i++
			value = args[i]
		}
		switch name {
		case "config", "seed", "output", "parallelism":
			opts[name] = value
		case "feature-gates":
			if previous, ok := opts[name]; ok {
				value = previous + "," + value
			}
			opts[name] = value
		default:
			return nil, nil, fmt.Errorf("unknown flag: %s", a)
		}
	}
	return pos, opts, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	pos, opts, err := parseArgs(args[1:])
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n%s", err, usage)
		return 2
	}
	if value, ok := opts["feature-gates"]; ok {
		if err := applyFeatureGates(utilfeature.DefaultMutableFeatureGate, value); err != nil {
			fmt.Fprintf(stderr, "error: %v\n", err)
			return 2
		}
	}
	if _, ok := opts["parallelism"]; ok && args[0] != "bench" {
		fmt.Fprintf(stderr, "error: --parallelism is a flag of bench only\n%s", usage)
		return 2
	}
	switch args[0] {
	case "feature-gates":
		err = printFeatureGates(utilfeature.DefaultMutableFeatureGate, stdout)
	case "bench":
		err = runBench(pos, opts, stdout, stderr)
	case "simulate":
		if len(pos) == 0 {
			fmt.Fprintf(stderr, "error: simulate needs at least one SCENARIO\n%s", usage)
			return 2
		}
		if o, ok := opts["output"]; ok && o != "json" {
			fmt.Fprintf(stderr, "error: --output %s: the oracle prints json only\n", o)
			return 2
		}
		var seed int64
		if v, ok := opts["seed"]; ok {
			seed, err = strconv.ParseInt(v, 10, 64)
			if err != nil {
				fmt.Fprintf(stderr, "error: --seed %s: not an integer\n", v)
				return 2
			}
		}
		err = simulate(pos, opts["config"], seed, stdout, stderr)
	case "config":
		if len(pos) == 1 && pos[0] == "feature-gates" {
			for _, line := range utilfeature.DefaultMutableFeatureGate.KnownFeatures() {
				fmt.Fprintln(stdout, line)
			}
			return 0
		}
		if len(pos) != 1 || pos[0] != "defaults" {
			fmt.Fprint(stderr, usage)
			return 2
		}
		if _, ok := opts["seed"]; ok {
			fmt.Fprintf(stderr, "error: config defaults takes only --config\n")
			return 2
		}
		err = configDefaults(opts["config"], stdout)
	default:
		fmt.Fprint(stderr, usage)
		return 2
	}
	if err != nil {
		fmt.Fprintf(stderr, "error: %v\n", err)
		var ie *inputError
		if errors.As(err, &ie) {
			return 2
		}
		return 1
	}
	return 0
}

func main() {
	// Keep the scheduler's logs out of the way: errors only, on stderr.
	fs := flag.NewFlagSet("klog", flag.ContinueOnError)
	klog.InitFlags(fs)
	_ = fs.Parse([]string{"-v=0", "-logtostderr=true", "-stderrthreshold=FATAL"})
	klog.SetOutput(io.Discard)
	klog.LogToStderr(false)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
