//! The charts' palette (static/style.css) keeps WCAG AA contrast against the cards in both themes:
//! 4.5:1, enough for the rank numbers drawn in series colours and the band's text on them, and
//! more than the 3:1 that lines and bars need.

fn luminance(hex: &str) -> f64 {
    let c = |i: usize| {
        let v = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5)
}

fn contrast(a: &str, b: &str) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// `--name: #rrggbb` values in `css`, in order (short `#fff` forms, as in the print styles, left
/// out).
fn values<'a>(css: &'a str, name: &str) -> Vec<&'a str> {
    css.match_indices(&format!("{name}: #"))
        .filter_map(|(i, m)| css.get(i + m.len() - 1..i + m.len() + 6))
        .filter(|v| v[1..].chars().all(|c| c.is_ascii_hexdigit()))
        .collect()
}

#[test]
fn series_colours_keep_aa_contrast_on_the_cards_in_both_themes() {
    let css = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/style.css"))
        .expect("the stylesheet");
    let cards = values(&css, "--card");
    assert_eq!(cards.len(), 2, "a light and a dark card colour");
    for k in 0..8 {
        let series = values(&css, &format!("--s{k}"));
        assert_eq!(series.len(), 2, "--s{k} in both themes");
        for (colour, card) in series.iter().zip(&cards) {
            let c = contrast(colour, card);
            assert!(c >= 4.5, "--s{k} {colour} on {card}: {c:.2}");
        }
    }
}
