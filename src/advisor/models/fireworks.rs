//! Fireworks provisioned throughput: the provisioned route for open models that Fireworks
//! serves on Foundry (reference, first table row I: the PTU sizing include, ms.date 2026-09-23).
//! Global and US Data Zone; each model has a minimum, an increment and the tokens a minute one
//! PTU carries (gpt-oss-120b 40/20 @ 13,500; gpt-oss-20b 80/40 @ 25,000; Kimi K2.6 200/100 @
//! 4,000; DeepSeek v3.2 300/150 @ 3,000; DeepSeek V4 Pro 400/200 @ 200; Qwen 3 32B 80/40 @ 5,000).
//!
//! Two figures the sizing needs are in no source read: how an output token counts against a
//! PTU (the Azure OpenAI rows give an output-to-input ratio; these rows give none) and the price
//! of a Fireworks PTU-hour. So the page sizes the input alone, a lower bound said as one, and
//! never prices it: it is "not estimated", never ranked against options with a price.

use crate::advisor::facts::num::grouped;
use crate::advisor::facts::traffic::{self, rate, Traffic};
use crate::advisor::models::Llm;

/// The PTUs a traffic's input alone needs: a lower bound, with its arithmetic in words.
#[derive(Clone, Debug, PartialEq)]
pub struct Size {
    pub ptus: u32,
    pub input_tpm: f64,
    pub working: String,
}

/// The lower bound of the PTUs `l` needs on Fireworks provisioned throughput for this traffic,
/// by the sizing page's formula (tokens a minute ÷ tokens per PTU, rounded up to the increment,
/// at least the minimum) applied to the input tokens; `None` where the model has no Fireworks
/// figures.
pub fn size(l: Llm, t: &Traffic) -> Option<Size> {
    let p = l.model().fireworks?;
    let (input_tpm, _) = t.peak_tpm();
    let exact = input_tpm / f64::from(p.tpm);
    let ptus = super::gpt6::round_ptus(exact, p.min, p.step);
    let peak = match t.peak_rpm() {
        Some(rpm) => format!("at peak, {} requests a minute bring", rate(rpm)),
        None => "on the month's average (a monthly volume gives no peak),".into(),
    };
    let working = format!(
        "{peak} {} input tokens a minute ÷ {} per PTU = {} → at least {} PTUs (minimum {}, in steps of {})",
        rate(input_tpm),
        traffic::group(u64::from(p.tpm)),
        grouped(exact, 1),
        traffic::group(u64::from(ptus)),
        p.min,
        p.step
    );
    Some(Size {
        ptus,
        input_tpm,
        working,
    })
}

/// The sentence beside a standard deployment: what Fireworks provisioned throughput would take,
/// and what the sources leave unknown.
pub fn note(l: Llm, t: &Traffic) -> Option<String> {
    let s = size(l, t)?;
    Some(format!(
        "Fireworks provisioned throughput instead (Global or US Data Zone; PTUs reserve model capacity, billed by the hour, used or not): {}. The sizing page gives tokens a minute per PTU for {} but not how its output tokens count, so the output is not in this figure and it is a lower bound; no price of a Fireworks PTU-hour is published, so its cost is not estimated.",
        s.working,
        l.model().name
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_input_alone_is_sized_by_the_tables_figures() {
        // 1,000 requests a minute of 2,000 input tokens: 2,000,000 a minute.
        let t = Traffic::daily(60_000, 2_000, 500, 1);
        // gpt-oss-120b: 13,500 a PTU, 40 then steps of 20: 148.1 → 160.
        let s = size(Llm::GptOss120b, &t).unwrap();
        assert_eq!(s.ptus, 160);
        assert!(
            s.working.contains("148.1 → at least 160 PTUs"),
            "{}",
            s.working
        );
        // DeepSeek-V4-Pro: 200 a PTU, 400 then 200: 10,000 → 10,000.
        assert_eq!(size(Llm::DeepseekV4Pro, &t).unwrap().ptus, 10_000);
        // Small traffic takes the minimum.
        let small = Traffic::daily(1_000, 2_000, 500, 8);
        assert_eq!(size(Llm::KimiK26, &small).unwrap().ptus, 200);
        assert_eq!(size(Llm::Qwen332b, &small).unwrap().ptus, 80);
        assert_eq!(size(Llm::GptOss20b, &small).unwrap().ptus, 80);
        assert_eq!(size(Llm::DeepseekV32, &small).unwrap().ptus, 300);
    }

    #[test]
    fn models_fireworks_does_not_serve_have_no_figures() {
        let t = Traffic::daily(1_000, 2_000, 500, 8);
        assert!(size(Llm::Gpt54, &t).is_none());
        assert!(note(Llm::Phi4, &t).is_none());
    }

    #[test]
    fn the_note_says_what_is_unknown() {
        let n = note(Llm::GptOss120b, &Traffic::daily(1_000, 2_000, 500, 8)).unwrap();
        assert!(n.contains("lower bound"), "{n}");
        assert!(n.contains("not estimated"), "{n}");
        assert!(
            n.contains("at least 40 PTUs (minimum 40, in steps of 20)"),
            "{n}"
        );
    }
}
