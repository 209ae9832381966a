//! Turns Nagle's algorithm off on the connections Firefox accepts, for the end-to-end tests.
//!
//! Firefox's WebDriver BiDi server (its remote agent, which Playwright drives) leaves Nagle's
//! algorithm on for the WebSocket it accepts. When it writes two messages in a row (an event
//! and an answer, or two answers to commands sent together, as every click's pointer moves
//! are), the second waits until the first is acknowledged, and Linux acknowledges a lone small
//! segment only after its 40 ms delayed-ACK timer: a click took 230 ms in a page with one button,
//! 80 ms with this library. Loaded with `LD_PRELOAD` into Firefox by tests/e2e/helpers.mjs, it
//! sets `TCP_NODELAY` on every socket `accept` or `accept4` returns (on a socket that is not TCP
//! the option fails and nothing changes). Nothing else in Firefox is touched.

use std::ffi::{c_char, c_int, c_void};

extern "C" {
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn setsockopt(fd: c_int, level: c_int, name: c_int, value: *const c_void, len: u32) -> c_int;
}

/// `RTLD_NEXT`: the next definition after this library's, i.e. the C library's.
const RTLD_NEXT: *mut c_void = -1isize as *mut c_void;
const IPPROTO_TCP: c_int = 6;
const TCP_NODELAY: c_int = 1;

type Accept = unsafe extern "C" fn(c_int, *mut c_void, *mut u32) -> c_int;
type Accept4 = unsafe extern "C" fn(c_int, *mut c_void, *mut u32, c_int) -> c_int;

unsafe fn no_delay(fd: c_int) -> c_int {
    if fd >= 0 {
        let one: c_int = 1;
        setsockopt(
            fd,
            IPPROTO_TCP,
            TCP_NODELAY,
            (&one as *const c_int).cast(),
            std::mem::size_of::<c_int>() as u32,
        );
    }
    fd
}

/// # Safety
/// Called by Firefox as the C library's `accept`, with its arguments.
#[no_mangle]
pub unsafe extern "C" fn accept(fd: c_int, addr: *mut c_void, len: *mut u32) -> c_int {
    let real: Option<Accept> = std::mem::transmute(dlsym(RTLD_NEXT, c"accept".as_ptr()));
    real.map_or(-1, |real| no_delay(real(fd, addr, len)))
}

/// # Safety
/// Called by Firefox as the C library's `accept4`, with its arguments.
#[no_mangle]
pub unsafe extern "C" fn accept4(
    fd: c_int,
    addr: *mut c_void,
    len: *mut u32,
    flags: c_int,
) -> c_int {
    let real: Option<Accept4> = std::mem::transmute(dlsym(RTLD_NEXT, c"accept4".as_ptr()));
    real.map_or(-1, |real| no_delay(real(fd, addr, len, flags)))
}
