//! Decimal text from numbers without the standard library's float formatting, which costs about
//! 8 KB gzip in the page: a value is rounded to an integer of its last shown digit and written
//! with integer formatting only. Used for money workings, hours and SVG coordinates.

/// The text of `args`: what the crate's `format!` (lib.rs) calls.
#[inline(never)]
pub fn format(args: std::fmt::Arguments<'_>) -> String {
    let mut s = String::new();
    let _ = std::fmt::Write::write_fmt(&mut s, args);
    s
}

/// `v` rounded to `decimals` places (0 to 6), as "-12.35"; no grouping, no exponent.
/// Non-finite values are written as "0".
pub fn fixed(v: f64, decimals: u32) -> String {
    let decimals = decimals.min(6);
    let scale = 10i64.pow(decimals);
    if !v.is_finite() {
        return "0".into();
    }
    let scaled = (v * scale as f64).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let abs = scaled.unsigned_abs();
    let whole = abs / scale as u64;
    if decimals == 0 {
        return format!("{sign}{whole}");
    }
    let frac = abs % scale as u64;
    format!("{sign}{whole}.{frac:0width$}", width = decimals as usize)
}

/// Like [`fixed`], without trailing zeros after the point ("2.5", "3", "0.125").
pub fn short(v: f64, decimals: u32) -> String {
    let s = fixed(v, decimals);
    if s.contains('.') {
        let t = s.trim_end_matches('0').trim_end_matches('.');
        if t == "-0" {
            "0".into()
        } else {
            t.into()
        }
    } else {
        s
    }
}

/// Like [`short`], with a comma every three digits of the whole part, the one format of a
/// figure in words: "4,562.5", "0.125", "12,000".
pub fn grouped(v: f64, decimals: u32) -> String {
    let s = short(v, decimals);
    let (sign, rest) = match s.strip_prefix('-') {
        Some(r) => ("-", r),
        None => ("", s.as_str()),
    };
    let (int, frac) = rest.split_once('.').map_or((rest, ""), |(i, f)| (i, f));
    let mut out = String::from(sign);
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push('.');
        out.push_str(frac);
    }
    out
}

/// The one money format of every view and export (text; JSON numbers stay numbers):
///
/// - an amount (a month's bill, a line of it, a difference) is dollars with a comma every three
///   digits and exactly two decimals: "$79.80", "$1,234.56" (`money::Money`'s `Display`, which
///   calls this);
/// - a unit price (per hour, per day, per PTU-hour, per million tokens) is written the same way,
///   with the further decimals the price has, up to `max_decimals`: "$1.00", "$0.293", "$0.0625";
/// - a chart's axis tick is a scale mark, not an amount: see `charts::Unit`, one unit per axis.
pub fn usd(v: f64, max_decimals: u32) -> String {
    let t = fixed(v, max_decimals.max(2));
    let (int, frac) = t.split_once('.').unwrap_or((&t, ""));
    let (sign, int) = match int.strip_prefix('-') {
        Some(i) => ("-", i),
        None => ("", int),
    };
    let mut grouped = String::new();
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let mut frac = frac.trim_end_matches('0').to_string();
    while frac.len() < 2 {
        frac.push('0');
    }
    format!("{sign}${grouped}.{frac}")
}

/// Sorts a short slice in place, stably, by `less`. The lists sorted here have a dozen items at
/// most; the standard library's sorts cost about 5 KB gzip of page code per element type.
pub fn sort_small<T>(v: &mut [T], less: impl Fn(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// "1 node", "3 nodes".
pub fn count(n: impl Into<u64>, one: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// Thousands of tokens in words: "7.6 billion", "120 million", "250 thousand".
pub fn volume_words(k: u64) -> String {
    if k >= 1_000_000 {
        grouped(k as f64 / 1e6, 1) + " billion"
    } else if k >= 1_000 {
        grouped(k as f64 / 1e3, 1) + " million"
    } else {
        short(k as f64, 0) + " thousand"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_fixed_decimals() {
        assert_eq!(fixed(0.293, 4), "0.2930");
        assert_eq!(fixed(43.45, 1), "43.5");
        assert_eq!(fixed(-1.005, 2), "-1.00"); // -1.005 is -1.00499… in binary
        assert_eq!(fixed(-0.004, 2), "0.00");
        assert_eq!(fixed(168.0, 0), "168");
        assert_eq!(fixed(1234567.891, 2), "1234567.89");
        assert_eq!(fixed(f64::NAN, 2), "0");
        assert_eq!(fixed(0.05, 2), "0.05");
    }

    #[test]
    fn sort_small_is_stable() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_small(&mut v, |x, y| x.0 < y.0);
        assert_eq!(v, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
        let mut e: [u8; 0] = [];
        sort_small(&mut e, |x, y| x < y);
    }

    #[test]
    fn one_money_format() {
        assert_eq!(usd(79.8, 2), "$79.80");
        assert_eq!(usd(1234567.891, 2), "$1,234,567.89");
        assert_eq!(usd(0.293, 4), "$0.293");
        assert_eq!(usd(14.692, 4), "$14.692");
        assert_eq!(usd(1.0, 4), "$1.00");
        assert_eq!(usd(0.0625, 6), "$0.0625");
        assert_eq!(usd(-3.5, 2), "-$3.50");
    }

    #[test]
    fn short_drops_trailing_zeros() {
        assert_eq!(short(2.50, 2), "2.5");
        assert_eq!(short(3.0, 2), "3");
        assert_eq!(short(-0.001, 2), "0");
        assert_eq!(short(120.0, 0), "120");
    }
}
