"""Port of k8s.io/utils/clock/testing/fake_clock_test.go, plus the asyncio behaviour.

Go's tests start from time.Now(); these start from the virtual epoch (no wall clock). Go's
`select { case <-ch: ... default: }` becomes TimeChannel.receive_nowait(). TestFakeClockSleep is
adapted: Go's FakeClock.Sleep steps the clock, this port's sleep waits for it to be stepped.
Not ported: the IntervalClock/SimpleIntervalClock tests (those clocks are not ported).
"""

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from kube_scheduler_py.clock import (
    VIRTUAL_EPOCH,
    FakeClock,
    FakePassiveClock,
    InstantClock,
    RealClock,
    TimeChannel,
    new_fake_clock,
    new_fake_passive_clock,
)

SECOND = timedelta(seconds=1)
MILLISECOND = timedelta(milliseconds=1)
HOUR = timedelta(hours=1)


def _ready(*chans: TimeChannel | None) -> list[int]:
    """Indexes of the channels a Go select would find ready (draining what it reads)."""
    return [i for i, ch in enumerate(chans) if ch is not None and ch.receive_nowait() is not None]


def exercise_passive_clock(pc: FakePassiveClock) -> None:
    t1 = VIRTUAL_EPOCH
    t2 = t1 + HOUR
    pc.set_time(t1)
    assert pc.now() == t1
    assert pc.since(t1) == timedelta(0)
    pc.set_time(t2)
    assert pc.since(t1) == HOUR
    assert pc.now() == t2


def test_fake_passive_clock() -> None:
    exercise_passive_clock(new_fake_passive_clock(VIRTUAL_EPOCH))


def test_fake_clock() -> None:
    start_time = VIRTUAL_EPOCH
    tc = new_fake_clock(start_time)
    exercise_passive_clock(tc)
    tc.set_time(start_time)
    tc.step(SECOND)
    assert tc.now() - start_time == SECOND


def test_fake_clock_sleep() -> None:
    start_time = VIRTUAL_EPOCH
    tc = new_fake_clock(start_time)

    async def run() -> None:
        sleeper = asyncio.create_task(tc.sleep(HOUR))
        await asyncio.sleep(0)
        assert not sleeper.done()
        assert await tc.advance_to_next_waiter()
        assert sleeper.done()

    asyncio.run(run())
    assert tc.now() - start_time == HOUR


def test_fake_after() -> None:
    tc = new_fake_clock(VIRTUAL_EPOCH)
    assert not tc.has_waiters()
    one_sec = tc.after(SECOND)
    assert tc.has_waiters()

    one_oh_one_sec = tc.after(SECOND + MILLISECOND)
    two_sec = tc.after(2 * SECOND)
    assert _ready(one_sec, one_oh_one_sec, two_sec) == []

    tc.step(999 * MILLISECOND)
    assert _ready(one_sec, one_oh_one_sec, two_sec) == []

    tc.step(MILLISECOND)
    assert _ready(one_sec, one_oh_one_sec, two_sec) == [0]
    tc.step(MILLISECOND)
    assert _ready(one_sec, one_oh_one_sec, two_sec) == [1]  # no double trigger


def test_fake_after_func() -> None:
    tc = new_fake_clock(VIRTUAL_EPOCH)
    assert not tc.has_waiters()
    fired: list[str] = []
    tc.after_func(SECOND, lambda: fired.append("oneSec"))
    assert tc.has_waiters()
    tc.after_func(SECOND + MILLISECOND, lambda: fired.append("oneOhOneSec"))
    two_sec_timer = tc.after_func(2 * SECOND, lambda: fired.append("twoSec"))

    tc.step(999 * MILLISECOND)
    assert fired == []
    tc.step(MILLISECOND)
    assert fired == ["oneSec"]
    tc.step(MILLISECOND)
    assert fired == ["oneSec", "oneOhOneSec"]  # no double trigger

    # A cancelled timer does not fire.
    two_sec_timer.stop()
    tc.step(SECOND)
    assert fired == ["oneSec", "oneOhOneSec"]


def test_fake_tick() -> None:
    tc = new_fake_clock(VIRTUAL_EPOCH)
    assert not tc.has_waiters()
    one_sec = tc.tick(SECOND)
    assert tc.has_waiters()

    one_oh_one_sec = tc.tick(SECOND + MILLISECOND)
    two_sec = tc.tick(2 * SECOND)
    assert _ready(one_sec, one_oh_one_sec, two_sec) == []

    tc.step(999 * MILLISECOND)  # t=.999
    assert _ready(one_sec, one_oh_one_sec, two_sec) == []

    tc.step(MILLISECOND)  # t=1.000
    assert _ready(one_sec, one_oh_one_sec, two_sec) == [0]
    tc.step(MILLISECOND)  # t=1.001
    assert _ready(one_sec, one_oh_one_sec, two_sec) == [1]

    tc.step(SECOND)  # t=2.001
    tc.step(SECOND)  # t=3.001
    tc.step(SECOND)  # t=4.001
    tc.step(SECOND)  # t=5.001

    # The one-second ticker does not accumulate ticks.
    assert one_sec is not None
    accumulated_ticks = 0
    while one_sec.receive_nowait() is not None:
        accumulated_ticks += 1
    assert accumulated_ticks == 1


def test_fake_stop() -> None:
    tc = new_fake_clock(VIRTUAL_EPOCH)
    timer = tc.new_timer(SECOND)
    assert tc.has_waiters()
    timer.stop()
    assert not tc.has_waiters()


def test_fake_stop_drain() -> None:
    start = datetime(1, 1, 1, tzinfo=UTC)  # Go's zero time.Time
    tc = new_fake_clock(start)
    timer = tc.new_timer(SECOND)
    tc.step(SECOND)
    assert not timer.stop(), "stop should report the timer had triggered"
    assert timer.c().receive_nowait() == start + SECOND

    timer.reset(SECOND)
    assert tc.has_waiters()
    assert timer.c().receive_nowait() is None, "got time early on clock; haven't stepped yet"
    tc.step(SECOND)
    assert timer.c().receive_nowait() == start + 2 * SECOND


def test_timer_negative() -> None:
    tc = new_fake_clock(VIRTUAL_EPOCH)
    timer = tc.new_timer(-SECOND)
    assert tc.has_waiters()
    tc.step(timedelta(0))
    assert timer.c().receive_nowait() == tc.now()


def test_tick_negative() -> None:
    tc = new_fake_clock(VIRTUAL_EPOCH)
    assert tc.tick(-SECOND) is None
    assert tc.tick(timedelta(0)) is None


# Python: the tests below cover the asyncio design of this port (not in Go).


def test_default_start_is_virtual_epoch() -> None:
    assert FakeClock().now() == datetime(2024, 1, 1, tzinfo=UTC)
    assert new_fake_clock().now() == VIRTUAL_EPOCH


def test_waiters_resume_in_deadline_order() -> None:
    tc = new_fake_clock()
    woke: list[tuple[str, datetime]] = []

    async def sleeper(name: str, d: timedelta) -> None:
        await tc.sleep(d)
        woke.append((name, tc.now()))

    async def run() -> None:
        tasks = [
            asyncio.create_task(sleeper("late", 3 * SECOND)),
            asyncio.create_task(sleeper("early", SECOND)),
            asyncio.create_task(sleeper("middle", 2 * SECOND)),
        ]
        await asyncio.sleep(0)
        # One big step: everything is due; tasks wake in deadline order, all at the new time.
        tc.step(5 * SECOND)
        await asyncio.gather(*tasks)

    asyncio.run(run())
    end = VIRTUAL_EPOCH + 5 * SECOND
    assert woke == [("early", end), ("middle", end), ("late", end)]


def test_advance_to_next_waiter() -> None:
    tc = new_fake_clock()
    woke: list[tuple[str, datetime]] = []

    async def sleeper(name: str, d: timedelta) -> None:
        await tc.sleep(d)
        woke.append((name, tc.now()))

    async def run() -> None:
        tasks = [
            asyncio.create_task(sleeper("b", 2 * SECOND)),
            asyncio.create_task(sleeper("a", SECOND)),
        ]
        await asyncio.sleep(0)
        assert await tc.advance_to_next_waiter()
        assert woke == [("a", VIRTUAL_EPOCH + SECOND)]
        assert await tc.advance_to_next_waiter()
        assert woke == [("a", VIRTUAL_EPOCH + SECOND), ("b", VIRTUAL_EPOCH + 2 * SECOND)]
        assert not await tc.advance_to_next_waiter()
        assert all(t.done() for t in tasks)

    asyncio.run(run())
    assert tc.now() == VIRTUAL_EPOCH + 2 * SECOND


def test_advance_to_past_deadline_keeps_time() -> None:
    tc = new_fake_clock()
    timer = tc.new_timer(-SECOND)

    async def run() -> None:
        assert await tc.advance_to_next_waiter()

    asyncio.run(run())
    assert tc.now() == VIRTUAL_EPOCH
    assert timer.c().receive_nowait() == VIRTUAL_EPOCH


def test_timer_wait_and_ticker() -> None:
    tc = new_fake_clock()
    got: list[datetime] = []

    async def run() -> None:
        timer = tc.new_timer(SECOND)
        waiter = asyncio.create_task(timer.wait())
        ticker = tc.new_ticker(2 * SECOND)
        await asyncio.sleep(0)
        tc.step(SECOND)
        got.append(await waiter)
        tc.step(SECOND)
        got.append(await ticker.c().receive())
        ticker.stop()
        # Stopping a fake ticker does nothing, as in Go: its waiter stays registered.
        assert tc.has_waiters()

    asyncio.run(run())
    assert got == [VIRTUAL_EPOCH + SECOND, VIRTUAL_EPOCH + 2 * SECOND]


def test_cancelled_receiver_does_not_swallow_value() -> None:
    tc = new_fake_clock()
    ch = tc.after(SECOND)

    async def run() -> None:
        receiver = asyncio.create_task(ch.receive())
        await asyncio.sleep(0)
        receiver.cancel()
        with pytest.raises(asyncio.CancelledError):
            await receiver
        tc.step(SECOND)

    asyncio.run(run())
    assert ch.receive_nowait() == VIRTUAL_EPOCH + SECOND


def test_full_timer_channel_raises() -> None:
    # Python: Go would block forever sending to the full channel of a re-armed, undrained timer.
    tc = new_fake_clock()
    timer = tc.new_timer(SECOND)
    tc.step(SECOND)
    timer.reset(SECOND)
    with pytest.raises(RuntimeError, match="timer channel is full"):
        tc.step(SECOND)


def test_timer_stopped_by_an_after_func_in_the_same_step_is_dropped() -> None:
    # A Permit timeout that rejects a pod stops the other plugins' timers from inside the
    # firing step; they must neither fire nor keep the clock busy.
    clock = FakeClock()
    fired: list[str] = []
    later = clock.after_func(timedelta(seconds=10), lambda: fired.append("later"))
    clock.after_func(timedelta(seconds=5), lambda: (fired.append("first"), later.stop()))
    clock.step(timedelta(seconds=5))
    assert fired == ["first"]
    assert not clock.has_waiters()
    clock.step(timedelta(seconds=10))
    assert fired == ["first"]


def test_real_ticker_refuses_a_non_positive_period_as_go_panics() -> None:
    async def make(d: timedelta) -> None:
        RealClock().new_ticker(d)

    for d in (timedelta(0), -SECOND):
        with pytest.raises(ValueError, match=r"^non-positive interval for NewTicker$"):
            asyncio.run(make(d))
    assert RealClock().tick(timedelta(0)) is None  # Tick returns nil instead, as in Go


def test_real_ticker_ticks() -> None:
    async def two_ticks() -> list[datetime]:
        ticker = RealClock().new_ticker(MILLISECOND)
        ticks = [await ticker.c().receive(), await ticker.c().receive()]
        ticker.stop()
        return ticks

    first, second = asyncio.run(two_ticks())
    assert second > first


# --- InstantClock (Python-only, simulate's clock) --------------------------------------------


def test_instant_clock_orders_readings_within_an_instant_without_moving_it() -> None:
    clock = InstantClock()
    fired: list[datetime] = []
    clock.after_func(10 * MILLISECOND, lambda: fired.append(clock.now()))
    clock.next_reading()
    clock.next_reading()
    assert clock.now() == VIRTUAL_EPOCH + 2 * InstantClock.READING_STEP
    assert clock.instant() == VIRTUAL_EPOCH
    # Timers count from the instant, not from the readings.
    timer = clock.new_timer(SECOND)
    clock.set_time(VIRTUAL_EPOCH + 10 * MILLISECOND)
    assert fired == [VIRTUAL_EPOCH + 10 * MILLISECOND]  # a new instant reads itself again
    clock.set_time(VIRTUAL_EPOCH + SECOND)
    assert timer.c().receive_nowait() == VIRTUAL_EPOCH + SECOND


def test_instant_clock_reads_the_instant_itself_when_exact() -> None:
    clock = InstantClock()
    clock.next_reading()
    with clock.exact():
        assert clock.now() == VIRTUAL_EPOCH
        assert clock.since(VIRTUAL_EPOCH) == timedelta(0)
    assert clock.now() == VIRTUAL_EPOCH + InstantClock.READING_STEP
    # Setting the same instant again keeps the readings' order.
    clock.set_time(VIRTUAL_EPOCH)
    assert clock.now() == VIRTUAL_EPOCH + InstantClock.READING_STEP
