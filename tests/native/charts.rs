//! The charts read at a 320 px phone, over a spread of the whole answer space: no two texts of a
//! chart overlap, nor leave it, at the narrowest width laid out (`charts::MIN_WIDTH`, with the
//! charts' own generous character width) and where more ticks show (`charts::WIDE`); every chart has a legend in words and the person's
//! mark; each axis writes its ticks in one unit.

use crate::common::{at_traffics, BUSY};
use aml_compute_advisor::advisor::answers::Situation;
use aml_compute_advisor::advisor::bill::cost::CostReport;
use aml_compute_advisor::advisor::bill::usage::UsageInput;
use aml_compute_advisor::advisor::facts::traffic::DEFAULT_TRAFFIC;
use aml_compute_advisor::advisor::{advise, link::share};
use aml_compute_advisor::charts::{self, bars, lines, text_pct, tokens, ROW};

/// Every `STRIDE`th situation of the answer space (hours 0 to 168), catalog models at a small
/// and a large traffic.
const STRIDE: usize = 3;

fn reports() -> Vec<(String, CostReport)> {
    let mut out = Vec::new();
    for (n, s) in Situation::all(&[0, 3, 20, 80, 168]).into_iter().enumerate() {
        if n % STRIDE != 0 {
            continue;
        }
        let variants = at_traffics(vec![s], &[DEFAULT_TRAFFIC, BUSY]);
        for s in variants {
            let a = advise(&s.to_answers());
            let r = a.costs(&UsageInput::default().resolve(&a.situation));
            let shared = share::Shared {
                answers: s.to_answers(),
                usage: UsageInput::default(),
                ..Default::default()
            };
            out.push((share::encode(&shared), r));
        }
    }
    // Links whose lines coincide or pile up at the right edge.
    for q in [
        "v=1&stage=train&mode=script&data=large&hours=40",
        "v=1&stage=train&mode=script&gpu=several&hours=100",
        "v=1&stage=explore&mode=notebook&hours=168",
        "v=1&stage=deploy&serve=realtime&hours=0",
        "v=1&stage=deploy&model=catalog&llm=llama-3.3-70b-instruct&requests=100000&intokens=20000&outtokens=1000&dayhours=24",
        "v=1&stage=deploy&model=catalog&llm=gpt-5.4&requests=1000&intokens=2000&outtokens=500&dayhours=8",
    ] {
        let (shared, _) = share::decode(q);
        let a = advise(&shared.answers);
        out.push((q.to_string(), a.costs(&shared.usage.resolve(&a.situation))));
    }
    out
}

/// The value of attribute `name` in the start tag `tag`.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let i = tag.find(&key)? + key.len();
    Some(&tag[i..i + tag[i..].find('"')?])
}

/// One `<text>` of a drawing: its class, its box in percent across (at the narrowest width)
/// and pixels down, and its words.
#[derive(Debug)]
struct Text {
    class: String,
    x0: f64,
    x1: f64,
    y0: f64,
    y1: f64,
    words: String,
}

/// The texts of every `svg class="lines"` drawing in `markup` that show in a chart `width`
/// pixels wide (ticks of class "fine" only from `charts::WIDE` up, "coarse" ones only below),
/// one list per drawing, with their boxes in percent of that width.
fn drawings(markup: &str, width: f64) -> Vec<Vec<Text>> {
    let hidden = if width >= charts::WIDE {
        charts::COARSE
    } else {
        charts::FINE
    };
    let mut out = Vec::new();
    for part in markup.split("<svg class=\"lines\"").skip(1) {
        let body = &part[..part.find("</svg></figure>").unwrap_or(part.len())];
        let mut texts = Vec::new();
        for t in body.split("<text").skip(1) {
            let tag = &t[..t.find('>').unwrap()];
            let words = &t[tag.len() + 1..t.find("</text>").unwrap()];
            let class = attr(tag, "class").unwrap_or("").to_string();
            if class.split(' ').any(|c| c == hidden) {
                continue;
            }
            let x: f64 = attr(tag, "x")
                .unwrap()
                .trim_end_matches('%')
                .parse()
                .unwrap();
            let y: f64 = attr(tag, "y").unwrap().parse().unwrap();
            let w = text_pct(words) * charts::MIN_WIDTH / width;
            let x0 = if class.split(' ').any(|c| c == "mid") {
                x - w / 2.0
            } else if class.split(' ').any(|c| c == "end") {
                x - w
            } else {
                x
            };
            texts.push(Text {
                class,
                x0,
                x1: x0 + w,
                y0: y - charts::ASCENT,
                y1: y + charts::DESCENT,
                words: words.to_string(),
            });
        }
        out.push(texts);
    }
    out
}

fn assert_apart(link: &str, texts: &[Text]) {
    for (i, a) in texts.iter().enumerate() {
        assert!(
            // Positions are written to a tenth of a percent.
            a.x0 >= -0.05 && a.x1 <= 100.05 && a.y0 >= 0.0,
            "{link}: {a:?} leaves the chart"
        );
        for b in &texts[i + 1..] {
            let apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
            assert!(apart, "{link}: {a:?} overlaps {b:?}");
        }
    }
}

/// Ticks of one axis: "$0" or "0", then every other in one prefix, suffix and decimals.
fn assert_one_unit(link: &str, ticks: &[&str]) {
    assert!(ticks.len() >= 2, "{link}: {ticks:?}");
    assert!(ticks[0] == "0" || ticks[0] == "$0", "{link}: {ticks:?}");
    let shape = |t: &str| {
        let suffix: String = t.chars().filter(|c| c.is_ascii_alphabetic()).collect();
        let decimals = t
            .split('.')
            .nth(1)
            .map_or(0, |d| d.chars().filter(|c| c.is_ascii_digit()).count());
        (t.starts_with('$'), suffix, decimals)
    };
    let first = shape(ticks[1]);
    for t in &ticks[1..] {
        assert_eq!(shape(t), first, "{link}: {ticks:?}");
    }
    assert_eq!(ticks[0].starts_with('$'), first.0, "{link}: {ticks:?}");
}

fn assert_legend_and_you(link: &str, markup: &str) {
    let legend = markup
        .split("<ul class=\"legend\">")
        .nth(1)
        .unwrap_or_else(|| panic!("{link}: no legend in {markup}"));
    let legend = &legend[..legend.find("</ul>").unwrap()];
    assert!(legend.matches("<li>").count() >= 1, "{link}: {legend}");
    // Every item has words after its keys.
    for item in legend.split("<li>").skip(1) {
        let words = item.rsplit("</svg>").next().unwrap_or(item);
        let words = words.rsplit("</span>").next().unwrap_or(words);
        assert!(
            words.trim_end_matches("</li>").trim().len() > 2,
            "{link}: {item}"
        );
    }
    assert!(
        markup.contains(" you\"") || markup.contains("\"you\""),
        "{link}: no mark of the person's figure"
    );
}

#[test]
fn chart_texts_stay_apart_at_a_phone_width_with_a_legend_a_you_mark_and_one_unit_per_axis() {
    let mut drawn = [0; 3];
    let mut merged = 0;
    for (link, r) in reports() {
        let bars = bars::chart(&r);
        if r.options
            .iter()
            .any(|o| o.monthly.total().is_some_and(|t| t.0 > 0))
        {
            assert_legend_and_you(&link, &bars);
        } else {
            assert!(bars.contains(" you\""), "{link}");
        }
        drawn[0] += 1;
        let hours = r.usage.llm.is_none() || r.then_serve.is_some();
        let mut charts = Vec::new();
        if hours {
            let m = lines::chart(&r);
            if !m.is_empty() {
                drawn[1] += 1;
                let g = lines::layout(&r);
                merged += g.groups.iter().filter(|g| g.members.len() > 1).count();
                // The lines' labels, computed, not measured: in rows and a column apart.
                for (k, a) in g.labels.iter().enumerate() {
                    for b in &g.labels[k + 1..] {
                        assert!(a.row != b.row || a.x1 + 1.0 <= b.x0 || b.x1 + 1.0 <= a.x0);
                    }
                }
                let mut ends: Vec<f64> = g.groups.iter().map(|g| g.end).collect();
                ends.sort_by(f64::total_cmp);
                assert!(ends.windows(2).all(|p| p[1] - p[0] >= ROW - 1e-9), "{link}");
                charts.push(m);
            }
        }
        let t = tokens::chart(&r);
        if !t.is_empty() {
            drawn[2] += 1;
            charts.push(t);
        }
        for m in &charts {
            assert_legend_and_you(&link, m);
            for texts in drawings(m, charts::MIN_WIDTH)
                .into_iter()
                .chain(drawings(m, charts::WIDE))
            {
                assert_apart(&link, &texts);
                let money: Vec<&str> = texts
                    .iter()
                    .filter(|t| t.class == "end")
                    .map(|t| t.words.as_str())
                    .collect();
                assert_one_unit(&link, &money);
                // The across axis: the row of "mid" texts holding "0".
                let zero = texts
                    .iter()
                    .find(|t| t.class.starts_with("mid") && t.words == "0")
                    .unwrap_or_else(|| panic!("{link}: no 0 across"));
                let across: Vec<&str> = texts
                    .iter()
                    .filter(|t| t.class.starts_with("mid") && t.y0 == zero.y0)
                    .map(|t| t.words.as_str())
                    .collect();
                assert_one_unit(&link, &across);
            }
        }
    }
    assert!(drawn.iter().all(|n| *n > 20), "{drawn:?}");
    assert!(merged > 0, "some situation has lines that coincide");
}

// The narrowest width is a 320 px phone less the page's and the panel's margins.
const _: () = assert!(charts::MIN_WIDTH <= 320.0 - 2.0 * 16.0 - 2.0 * 21.0);
