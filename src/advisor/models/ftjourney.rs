//! A fine-tuning journey kept whole: the method a job is priced and written as (supervised, or
//! reinforcement for the models only reinforcement fine-tunes), what reinforcement fine-tuning
//! bills and why the data cannot total it, a fine-tuned deployment's own dates and who may still
//! train, and whether fine-tuning the open weights on your own GPUs comes first. The bills
//! (`bill/finetune.rs`), the rules, the costs' assumptions and the create commands all ask here,
//! so the headline, the cost lines and the commands name one method. Pure.
//!
//! Sources: `shared/reference/foundation-models.md` §8 (the supported-models table, billing:
//! "RFT 'Time taken for training × Hourly training cost' (+ grader tokens)", and the retirement
//! of fine-tuning from the schedule of 2026-10-05) and its first tables, rows F and G (2026-11-27)
//! and R (2026-11-29: no cost cap is given any more; a managed job pauses at the service's
//! per-job limit and, resumed, bills with no further limit); prices `shared/data/README.md`.

#![allow(clippy::inconsistent_digit_grouping)] // dates are written 2027_05_19

use crate::advisor::facts::num::grouped;
use crate::advisor::models::{self, Day, Llm, Weights};

/// How a job trains, as the job's `method` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Supervised fine-tuning (SFT; DPO bills the same way, per training token × epochs).
    Supervised,
    /// Reinforcement fine-tuning (RFT): a grader scores the answers; billed per hour of training
    /// plus the grader's tokens.
    Reinforcement,
}

impl Method {
    /// The job's `method.type`.
    pub fn api(self) -> &'static str {
        match self {
            Method::Supervised => "supervised",
            Method::Reinforcement => "reinforcement",
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Method::Supervised => "supervised fine-tuning (SFT)",
            Method::Reinforcement => "reinforcement fine-tuning (RFT)",
        }
    }
}

/// The methods the fine-tuning table gives a model, supervised first (`[]`: it cannot be
/// fine-tuned on Azure's capacity).
pub fn methods(l: Llm) -> Vec<Method> {
    let Some(f) = l.model().finetune else {
        return Vec::new();
    };
    let mut v = Vec::new();
    if f.methods.contains("SFT") || f.methods.contains("DPO") {
        v.push(Method::Supervised);
    }
    if f.methods.contains("RFT") {
        v.push(Method::Reinforcement);
    }
    v
}

/// The method a job of this model is priced and written as: supervised where the table gives
/// it, else reinforcement (gpt-5, MAI-Code-1.1-Flash).
pub fn method(l: Llm) -> Option<Method> {
    methods(l).first().copied()
}

/// The model is fine-tuned by reinforcement only.
pub fn reinforcement(l: Llm) -> bool {
    method(l) == Some(Method::Reinforcement)
}

/// Why a month of reinforcement fine-tuning is not estimated: what it bills, and what the data
/// lacks (the only hourly RFT meters of 2026-07-31 are for models retired since).
pub fn rft_not_estimated(l: Llm, tokens_k: u32, epochs: u8, jobs: &str) -> String {
    let name = l.model().name;
    format!(
        "Reinforcement fine-tuning bills the hours each job trains × an hourly training rate, plus the grader's tokens, not training tokens. The price data has no hourly rate for {name} (its only hourly reinforcement meters, of 2026-07-31, are o4-mini's, $100 an hour Global, and o3-mini's, both retired on 2026-11-19), and no source gives the hours {} M tokens × {epochs} epochs take or the tokens a grader reads, so the total of {jobs} a month is not estimated. A managed job pauses when its training and grading reach the service's per-job limit; resumed, it bills on with no further limit.",
        grouped(f64::from(tokens_k) / 1000.0, 3)
    )
}

/// The other methods a model takes besides the one priced, and how they bill: "gpt-oss-120b
/// also takes reinforcement fine-tuning (RFT), billed per hour of training plus the grader's
/// tokens; supervised fine-tuning (SFT) is priced and written here."
pub fn other_methods(l: Llm) -> Option<String> {
    let all = methods(l);
    let (first, rest) = all.split_first()?;
    let rest: Vec<&str> = rest.iter().map(|m| m.words()).collect();
    (!rest.is_empty()).then(|| {
        format!(
            "{} also takes {}, billed per hour of training plus the grader's tokens; {} is priced and written here.",
            l.model().name,
            rest.join(" and "),
            first.words()
        )
    })
}

/// Who may fine-tune a model whose base is closed to new customers, and until when (the
/// schedule of 2026-10-05, "For existing customers only"); `None` for a model anyone may
/// fine-tune.
pub fn existing_only(l: Llm) -> Option<String> {
    let m = l.model();
    let f = m.finetune.filter(|f| f.existing_only)?;
    let until = if f.train_until == 0 {
        String::new()
    } else {
        format!(
            ": existing customers may still start training jobs, and training retires no earlier than {}",
            models::day_text(f.train_until)
        )
    };
    Some(format!(
        "Fine-tuning {} is for existing customers only (a subscription that has used the base model version before), since its base model is deprecated{until}.",
        m.name
    ))
}

/// A fine-tuned deployment's own retirement, where the schedule gives one (`None`: it gives
/// none, and nothing is said).
pub fn deployment_until(l: Llm) -> Option<Day> {
    l.model()
        .finetune
        .map(|f| f.deployed_until)
        .filter(|d| *d != 0)
}

/// The fine-tuned deployment's dates in words: "Fine-tuned gpt-4.1 deployments have their own
/// date: they run until 2027-10-14, after the base model retires on 2027-04-14."
pub fn deployment_words(l: Llm) -> Option<String> {
    let d = deployment_until(l)?;
    let m = l.model();
    let base = if m.retires != 0 && m.retires < d {
        format!(
            ", after the base model retires on {}",
            models::day_text(m.retires)
        )
    } else {
        String::new()
    };
    Some(format!(
        "Fine-tuned {} deployments have their own date: they run until {}{base} (retirement schedule of 2026-10-05).",
        m.name,
        models::day_text(d)
    ))
}

/// The lifecycle a fine-tuning journey reads: the base model's, then, for its fine-tuned
/// deployments, their own date where the schedule gives one.
pub fn lifecycle_text(l: Llm, today: Day, finetuned: bool, instead: Option<Llm>) -> String {
    let t = models::lifecycle_text_instead(l, today, instead);
    match deployment_words(l).filter(|_| finetuned) {
        Some(w) => format!("{t} {w}"),
        None => t,
    }
}

/// Retired bases whose fine-tuning goes on for existing customers (the schedule of 2026-10-05,
/// §8: "For existing customers only"): the name a link may carry, the day training retires no
/// earlier than, and the day fine-tuned deployments retire.
pub const RETIRED_BASES: [(&str, Day, Day); 1] = [("o4-mini", 2027_05_19, 2027_11_19)];

/// What a link naming a retired base model is told of its fine-tuning, where it goes on for
/// existing customers (`None`: the schedule gives no fine-tuning dates for it).
pub fn retired_base(slug: &str) -> Option<String> {
    let (name, train, deployed) = RETIRED_BASES.iter().find(|r| r.0 == slug)?;
    Some(format!(
        "Fine-tuning {name} goes on for existing customers only: training retires no earlier than {}, and fine-tuned {name} deployments run until {} (retirement schedule of 2026-10-05); this page's table no longer holds {name}, so its costs are not shown.",
        models::day_text(*train),
        models::day_text(*deployed)
    ))
}

/// Fine-tuning the open weights as a job on your own GPUs comes first: the weights are open and
/// Azure gives the model no serverless fine-tuning, or deploys its fine-tuned weights on managed
/// compute only (gpt-oss-120b and the table's other managed-compute rows, row F).
pub fn own_gpus_first(l: Llm) -> bool {
    let m = l.model();
    m.weights == Weights::Open && m.finetune.is_none_or(|f| f.deploy.managed)
}

/// The model can be fine-tuned somewhere: on Azure's capacity, or its open weights on your own
/// GPUs.
pub fn can_fine_tune(l: Llm) -> bool {
    l.model().fine_tunable() || own_gpus_first(l)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn methods_follow_the_table() {
        assert_eq!(method(Llm::Gpt5), Some(Method::Reinforcement));
        assert_eq!(method(Llm::MaiCode11Flash), Some(Method::Reinforcement));
        assert_eq!(method(Llm::Gpt41), Some(Method::Supervised));
        assert_eq!(
            methods(Llm::GptOss120b),
            vec![Method::Supervised, Method::Reinforcement]
        );
        assert!(other_methods(Llm::GptOss120b).is_some_and(|w| w.contains("(RFT)")));
        assert_eq!(other_methods(Llm::Gpt41), None);
        assert_eq!(method(Llm::DeepseekV32), None);
    }

    #[test]
    fn fine_tuned_deployments_have_their_own_dates() {
        let w = deployment_words(Llm::Gpt41).unwrap();
        assert!(w.contains("2027-10-14") && w.contains("2027-04-14"), "{w}");
        assert!(deployment_words(Llm::Gpt4oMini)
            .unwrap()
            .contains("2027-10-01"));
        // No date given: nothing said.
        assert_eq!(deployment_words(Llm::Gpt5), None);
        assert_eq!(deployment_words(Llm::GptOss20b), None);
        let o = retired_base("o4-mini").unwrap();
        assert!(o.contains("2027-05-19") && o.contains("2027-11-19"), "{o}");
        assert_eq!(retired_base("o3"), None);
        let e = existing_only(Llm::Gpt4o).unwrap();
        assert!(e.contains("2027-04-01"), "{e}");
        assert_eq!(existing_only(Llm::Gpt5), None);
    }
}
