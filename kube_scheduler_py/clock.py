"""Virtual time for the scheduler: the k8s.io/utils/clock interfaces and their FakeClock.

Nothing here reads the wall clock or really sleeps. Time only moves when someone calls
FakeClock.step / set_time, or advance_to_next_waiter (which jumps to the next pending timer, the
way a discrete-event simulation does). Goroutines blocked on a timer channel become asyncio tasks
awaiting `TimeChannel.receive()` (or `timer.wait()`, `clock.sleep(d)`).

Durations are `datetime.timedelta`; times are timezone-aware UTC `datetime`s. The virtual clock
starts at 2024-01-01T00:00:00Z unless told otherwise.

The `Go:` links of this module point to k8s.io/utils at the commit pinned in tools/oracle/go.mod
(v0.0.0-20240711033017-18e509b52bc8), the only links in this project that are not
kubernetes/kubernetes v1.31.1. RealClock, at the end, reads the wall clock: only
`kube-scheduler-py run` uses it, against a real API server; simulate and the tests never do.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol

#: Where virtual time starts by default.
VIRTUAL_EPOCH = datetime(2024, 1, 1, tzinfo=UTC)


class TimeChannel:
    """A Go `chan time.Time` with a buffer of one value, for asyncio.

    # Python-only: stands in for the channels the Go clocks return; receive() is `<-ch` and
    # receive_nowait() is a `select` with a `default` case.
    """

    def __init__(self) -> None:
        self._buffer: deque[datetime] = deque()
        self._receivers: deque[asyncio.Future[datetime]] = deque()

    def try_send(self, t: datetime) -> bool:
        """Hand t to a waiting receiver or buffer it; False when the buffer is already full."""
        while self._receivers:
            receiver = self._receivers.popleft()
            if not receiver.done():
                receiver.set_result(t)
                return True
        if len(self._buffer) < 1:
            self._buffer.append(t)
            return True
        return False

    def receive_nowait(self) -> datetime | None:
        """The buffered value, or None when nothing has been sent."""
        if self._buffer:
            return self._buffer.popleft()
        return None

    async def receive(self) -> datetime:
        """Wait until a value is sent, and return it."""
        if self._buffer:
            return self._buffer.popleft()
        receiver: asyncio.Future[datetime] = asyncio.get_running_loop().create_future()
        self._receivers.append(receiver)
        return await receiver

    def __len__(self) -> int:
        return len(self._buffer)


class PassiveClock(Protocol):
    """A clock that can only be read.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L24-L27
    """

    def now(self) -> datetime:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L25-L25"""

    def since(self, ts: datetime) -> timedelta:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L26-L26"""


class Timer(Protocol):
    """A one-shot timer whose channel receives the time when it fires.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L140-L144
    """

    def c(self) -> TimeChannel:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L141-L141"""

    def stop(self) -> bool:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L142-L142"""

    def reset(self, d: timedelta) -> bool:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L143-L143"""


class Ticker(Protocol):
    """A repeating timer whose channel receives the time at every interval.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L77-L80
    """

    def c(self) -> TimeChannel:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L78-L78"""

    def stop(self) -> None:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L79-L79"""


class Clock(PassiveClock, Protocol):
    """A clock that can also wait: timers, tickers and sleeping.

    # Python: sleep is a coroutine; it waits on the clock instead of blocking the thread.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L31-L46
    """

    def after(self, d: timedelta) -> TimeChannel:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L37-L37"""

    def new_timer(self, d: timedelta) -> Timer:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L39-L39"""

    async def sleep(self, d: timedelta) -> None:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L42-L42"""

    def tick(self, d: timedelta) -> TimeChannel | None:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L46-L46"""


class WithTicker(Clock, Protocol):
    """A Clock that can also create stoppable tickers.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L50-L54
    """

    def new_ticker(self, d: timedelta) -> Ticker:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L53-L53"""


class FakePassiveClock:
    """A readable clock that shows whatever time it was set to.

    # Python: Go guards the time with a RWMutex; asyncio code runs on one thread, so no lock.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L33-L36
    """

    def __init__(self, t: datetime = VIRTUAL_EPOCH) -> None:
        self._time = t

    def now(self) -> datetime:
        """The clock's current time.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L70-L74
        """
        return self._time

    def since(self, ts: datetime) -> timedelta:
        """How much time lies between ts and the clock's current time.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L77-L81
        """
        return self._time - ts

    def set_time(self, t: datetime) -> None:
        """Move the clock to t.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L84-L88
        """
        self._time = t


def new_fake_passive_clock(t: datetime = VIRTUAL_EPOCH) -> FakePassiveClock:
    """A FakePassiveClock showing t.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L56-L60
    """
    return FakePassiveClock(t)


@dataclass(slots=True, eq=False)
class fakeClockWaiter:
    """A pending timer, ticker or after-func of a FakeClock.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L46-L53
    """

    target_time: datetime
    dest_chan: TimeChannel
    step_interval: timedelta = timedelta(0)
    skip_if_blocked: bool = False
    fired: bool = False
    after_func: Callable[[], None] | None = None
    # Python: set by Stop, so that a timer stopped by an after-func firing in the same step
    # is neither fired nor kept (Go's Stop cannot run while the clock is firing).
    stopped: bool = False


class FakeClock(FakePassiveClock):
    """A clock whose time moves only when told to, firing the timers whose time has come.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L39-L44
    """

    def __init__(self, t: datetime = VIRTUAL_EPOCH) -> None:
        super().__init__(t)
        self._waiters: list[fakeClockWaiter] = []

    def after(self, d: timedelta) -> TimeChannel:
        """A channel that receives the time once the clock reaches now + d.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L91-L101
        """
        ch = TimeChannel()
        self._waiters.append(fakeClockWaiter(target_time=self._time + d, dest_chan=ch))
        return ch

    def new_timer(self, d: timedelta) -> fakeTimer:
        """A stoppable, resettable timer that fires when the clock reaches now + d.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L104-L118
        """
        timer = fakeTimer(
            self, fakeClockWaiter(target_time=self._time + d, dest_chan=TimeChannel())
        )
        self._waiters.append(timer.waiter)
        return timer

    def after_func(self, d: timedelta, cb: Callable[[], None]) -> fakeTimer:
        """A timer that calls cb (during step/set_time) once the clock reaches now + d.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L121-L137
        """
        waiter = fakeClockWaiter(target_time=self._time + d, dest_chan=TimeChannel(), after_func=cb)
        timer = fakeTimer(self, waiter)
        self._waiters.append(timer.waiter)
        return timer

    def tick(self, d: timedelta) -> TimeChannel | None:
        """A channel that receives the time every d (dropping ticks nobody picked up); None for
        a d that is not positive.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L140-L156
        """
        if d <= timedelta(0):
            return None
        ch = TimeChannel()
        self._waiters.append(
            fakeClockWaiter(
                target_time=self._time + d, step_interval=d, skip_if_blocked=True, dest_chan=ch
            )
        )
        return ch

    def new_ticker(self, d: timedelta) -> fakeTicker:
        """A Ticker whose channel receives the time every d.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L159-L174
        """
        ch = TimeChannel()
        self._waiters.append(
            fakeClockWaiter(
                target_time=self._time + d, step_interval=d, skip_if_blocked=True, dest_chan=ch
            )
        )
        return fakeTicker(ch)

    def step(self, d: timedelta) -> None:
        """Move the clock forward by d, firing what comes due.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L178-L182
        """
        self.set_time_locked(self._time + d)

    def set_time(self, t: datetime) -> None:
        """Move the clock to t, firing what comes due.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L185-L189
        """
        self.set_time_locked(t)

    def set_time_locked(self, t: datetime) -> None:
        """Set the time and fire every waiter whose target time is not after t.

        Timers fire once; tickers fire and move their target past t by whole intervals.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L192-L225
        """
        self._time = t
        waiters = self._waiters
        # Python: waiters an after-func registers while firing land in this fresh list.
        self._waiters = []
        due = [w for w in waiters if not w.target_time > t]
        # Python: Go fires in registration order and its goroutines then wake in any order;
        # here due waiters fire in deadline order (ties by registration), so that the asyncio
        # tasks waiting on them resume in a fixed, time-ordered sequence.
        due.sort(key=lambda w: w.target_time)
        for w in due:
            if w.stopped:
                continue
            if w.skip_if_blocked:
                if w.dest_chan.try_send(t):
                    w.fired = True
            else:
                if not w.dest_chan.try_send(t):
                    # Python: Go would block here forever (a full timer channel); fail loudly.
                    raise RuntimeError("fake clock: timer channel is full")
                w.fired = True

            if w.after_func is not None:
                w.after_func()

            if w.step_interval > timedelta(0):
                while not w.target_time > t:
                    w.target_time = w.target_time + w.step_interval
        fired_once = {id(w) for w in due if not w.step_interval > timedelta(0)}
        new_waiters = [w for w in waiters if id(w) not in fired_once and not w.stopped]
        self._waiters = new_waiters + self._waiters

    def has_waiters(self) -> bool:
        """Whether any timer, ticker or after-func is still pending.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L229-L233
        """
        return len(self._waiters) > 0

    async def sleep(self, d: timedelta) -> None:
        """Wait until the clock has moved d past now.

        # Python: Go's FakeClock.Sleep steps the clock itself; here the caller waits for the
        # clock to be advanced (by step, set_time or advance_to_next_waiter), as a real sleep
        # waits for time to pass.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L236-L238
        """
        await self.after(d).receive()

    def next_waiter_time(self) -> datetime | None:
        """When the earliest pending timer, ticker or after-func is due (None if none is).

        Python-only: what the virtual-time event loop jumps to when all tasks block.
        """
        if not self._waiters:
            return None
        return min(w.target_time for w in self._waiters)

    async def advance_to_next_waiter(self) -> bool:
        """Jump to the earliest pending deadline, fire what is due, and let woken tasks run.

        Returns False (and leaves time alone) when nothing is pending. A deadline already in
        the past fires at the current time; time never moves backwards.

        Python-only: the discrete-event step a simulation takes when all tasks block.
        """
        if not self._waiters:
            return False
        earliest = min(w.target_time for w in self._waiters)
        self.set_time(max(earliest, self._time))
        # Python: a zero-length asyncio.sleep only yields, so the woken tasks get to run.
        await asyncio.sleep(0)
        return True


class InstantClock(FakeClock):
    """A FakeClock whose readings within one instant come one after the other, while the
    instant itself moves only when a timer or the run moves it (docs/simulate.md, "The
    virtual clock").

    Python-only: what simulate runs on. Watch events delivered at the same instant must reach
    the queue at different times, as on a wall clock, so that pods queued one after the other
    keep their order; but that must not move the instant, or a run would drift away from the
    instants at which flushes, scheduling cycles and timed writes are due. So each delivered
    event moves the clock's readings on by READING_STEP (`next_reading`), and the next instant
    starts them again from the instant itself. Timers count from the instant, never from a
    reading. Inside `exact()` the clock reads the instant itself: the queue's decisions about
    time (is a backoff over, has a pod waited five minutes) and the timestamps of failures
    are taken that way, so that a reading never falls on the other side of an instant.
    """

    #: How much later each event delivered within one instant reads the clock.
    READING_STEP = timedelta(microseconds=1)

    def __init__(self, t: datetime = VIRTUAL_EPOCH) -> None:
        super().__init__(t)
        self._readings = 0
        self._exact = 0

    def instant(self) -> datetime:
        """The instant itself, without the readings' steps."""
        return self._time

    def now(self) -> datetime:
        """The instant, plus a step for each event delivered at it (none inside exact())."""
        if self._exact or not self._readings:
            return self._time
        return self._time + self._readings * self.READING_STEP

    def since(self, ts: datetime) -> timedelta:
        """How much time lies between ts and now()."""
        return self.now() - ts

    def next_reading(self) -> None:
        """Let later readings at this instant come after the earlier ones."""
        self._readings += 1

    @contextlib.contextmanager
    def exact(self) -> Iterator[None]:
        """Read the instant itself within the block."""
        self._exact += 1
        try:
            yield
        finally:
            self._exact -= 1

    def set_time_locked(self, t: datetime) -> None:
        """Move to the instant t (readings start again from it) and fire what comes due."""
        if t > self._time:
            self._readings = 0
        super().set_time_locked(t)


def new_fake_clock(t: datetime = VIRTUAL_EPOCH) -> FakeClock:
    """A FakeClock set to t (by default the virtual epoch, 2024-01-01T00:00:00Z).

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L63-L67
    """
    return FakeClock(t)


class fakeTimer:
    """A Timer driven by a FakeClock.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L298-L301
    """

    def __init__(self, fake_clock: FakeClock, waiter: fakeClockWaiter) -> None:
        self.fake_clock = fake_clock
        self.waiter = waiter

    def c(self) -> TimeChannel:
        """The channel that receives the time when the timer fires.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L304-L306
        """
        return self.waiter.dest_chan

    async def wait(self) -> datetime:
        """Wait for the timer to fire and return the time it fired at.

        # Python-only: shorthand for `await timer.c().receive()`, Go's `<-timer.C()`.
        """
        return await self.c().receive()

    def stop(self) -> bool:
        """Cancel the timer; True if it had not fired yet.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L309-L324
        """
        self.fake_clock._waiters = [w for w in self.fake_clock._waiters if w is not self.waiter]
        self.waiter.stopped = True
        return not self.waiter.fired

    def reset(self, d: timedelta) -> bool:
        """Re-arm the timer to fire d after the clock's now; True if it had not fired yet.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L328-L350
        """
        active = not self.waiter.fired
        self.waiter.fired = False
        self.waiter.stopped = False
        self.waiter.target_time = self.fake_clock._time + d
        is_waiting = any(w is self.waiter for w in self.fake_clock._waiters)
        if not is_waiting:
            self.fake_clock._waiters.append(self.waiter)
        return active


class fakeTicker:
    """A Ticker driven by a FakeClock.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L352-L354
    """

    def __init__(self, c: TimeChannel) -> None:
        self._c = c

    def c(self) -> TimeChannel:
        """The channel that receives the ticks.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L356-L358
        """
        return self._c

    def stop(self) -> None:
        """Does nothing, as in Go: the ticker's waiter stays registered with the clock.

        Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/testing/fake_clock.go#L360-L361
        """


def go_duration_string(d: timedelta) -> str:
    """Print d the way Go's time.Duration.String does: "10s", "1m30s", "1.5ms", "0s".

    Python-only: Go's time.Duration.String, which the scheduler's messages print.
    """
    ns = (d.days * 86_400 + d.seconds) * 1_000_000_000 + d.microseconds * 1_000
    if ns == 0:
        return "0s"
    sign = "-" if ns < 0 else ""
    u = abs(ns)
    if u < 1_000_000_000:
        if u < 1_000:
            return f"{sign}{u}ns"
        if u < 1_000_000:
            return f"{sign}{_go_frac(u, 3)}µs"
        return f"{sign}{_go_frac(u, 6)}ms"
    out = f"{_go_frac(u % 60_000_000_000, 9)}s"
    minutes = u // 60_000_000_000
    if minutes > 0:
        out = f"{minutes % 60}m{out}"
        hours = minutes // 60
        if hours > 0:
            out = f"{hours}h{out}"
    return sign + out


def _go_frac(v: int, prec: int) -> str:
    """v / 10**prec as a decimal without trailing zeros (and without "." for whole numbers)."""
    whole, frac = divmod(v, 10**prec)
    digits = f"{frac:0{prec}d}".rstrip("0")
    return f"{whole}.{digits}" if digits else f"{whole}"


class RealClock:
    """The wall clock, with timers on the running asyncio loop.

    # Python: Go's timers fire from the runtime; here each is a callback of the asyncio loop
    # that the scheduler runs on, so they must be created from a coroutine of that loop.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L85-L85
    """

    def now(self) -> datetime:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L88-L90"""
        return datetime.now(UTC)

    def since(self, ts: datetime) -> timedelta:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L93-L95"""
        return self.now() - ts

    def after(self, d: timedelta) -> TimeChannel:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L100-L102"""
        return self.new_timer(d).c()

    def new_timer(self, d: timedelta) -> realTimer:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L105-L109"""
        timer = realTimer(self, TimeChannel(), None)
        timer.reset(d)
        return timer

    def after_func(self, d: timedelta, f: Callable[[], None]) -> realTimer:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L112-L116"""
        timer = realTimer(self, TimeChannel(), f)
        timer.reset(d)
        return timer

    def tick(self, d: timedelta) -> TimeChannel | None:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L121-L123"""
        if d <= timedelta(0):
            return None
        return self.new_ticker(d).c()

    def new_ticker(self, d: timedelta) -> realTicker:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L126-L131"""
        if d <= timedelta(0):
            # Go's time.NewTicker panics with these words; a panic is an exception here.
            raise ValueError("non-positive interval for NewTicker")
        ticker = realTicker(self, TimeChannel(), d)
        ticker.schedule()
        return ticker

    async def sleep(self, d: timedelta) -> None:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L134-L136"""
        await asyncio.sleep(max(d.total_seconds(), 0.0))


class realTimer:
    """A Timer backed by a callback of the asyncio loop.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L149-L151
    """

    def __init__(
        self, clock: RealClock, channel: TimeChannel, func: Callable[[], None] | None
    ) -> None:
        self._clock = clock
        self._channel = channel
        self._func = func
        self._handle: asyncio.TimerHandle | None = None

    def c(self) -> TimeChannel:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L154-L156"""
        return self._channel

    async def wait(self) -> datetime:
        """Python-only: `await timer.c().receive()`, as fakeTimer.wait."""
        return await self._channel.receive()

    def stop(self) -> bool:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L159-L161"""
        active = self._handle is not None
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        return active

    def reset(self, d: timedelta) -> bool:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L164-L166"""
        active = self.stop()
        loop = asyncio.get_running_loop()
        self._handle = loop.call_later(max(d.total_seconds(), 0.0), self._fire)
        return active

    def _fire(self) -> None:
        self._handle = None
        if self._func is not None:
            self._func()
        else:
            self._channel.try_send(self._clock.now())


class realTicker:
    """A Ticker backed by a repeating callback of the asyncio loop; ticks nobody took are
    dropped, as Go's ticker channel (a buffer of one) drops them.

    Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L168-L170
    """

    def __init__(self, clock: RealClock, channel: TimeChannel, d: timedelta) -> None:
        self._clock = clock
        self._channel = channel
        self._period = d.total_seconds()
        self._handle: asyncio.TimerHandle | None = None

    def c(self) -> TimeChannel:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L172-L174"""
        return self._channel

    def stop(self) -> None:
        """Go: https://github.com/kubernetes/utils/blob/18e509b52bc8/clock/clock.go#L176-L178"""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def schedule(self) -> None:
        """Python-only: arm the next tick."""
        self._handle = asyncio.get_running_loop().call_later(self._period, self._tick)

    def _tick(self) -> None:
        self._channel.try_send(self._clock.now())
        self.schedule()
