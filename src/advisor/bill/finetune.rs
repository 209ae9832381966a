//! Fine-tuning a catalog model, as a bill: the training job (serverless fine-tuning priced per
//! training token × epochs for the jobs a month; on your own GPUs the VM's hourly price, since
//! no source gives a training speed) and the hourly hosting of the fine-tuned model once
//! deployed, with what their prices assume, for the resolved [`Usage`].
//!
//! Reference: `shared/reference/foundation-models.md` §8 (fine-tuning); prices
//! `shared/data/README.md`.

use super::usage::Usage;
use super::vm::rate_or_reason;
use super::{line, per_hour, ItemKind, LineItem, OptionCost, HOURS_PER_MONTH};
use crate::advisor::answers::Residency;
use crate::advisor::facts::catalog::Target;
use crate::advisor::facts::money::Money;
use crate::advisor::facts::num::{count, grouped, short, usd};
use crate::advisor::facts::prices;
use crate::advisor::facts::traffic::{self, Training};
use crate::advisor::models::ftjourney::{self, Method};
use crate::advisor::models::{self, Llm};
use crate::advisor::requirements::residency;

/// The hourly hosting fee of a deployed fine-tuned model: cents an hour and its meter, where the
/// data has it.
pub fn hosting(l: Llm) -> Option<(u32, &'static str)> {
    let f = l.model().finetune?;
    (f.hosting_cents > 0).then_some((f.hosting_cents, f.hosting_key))
}

/// Every regional hosting meter of a fine-tuned model in the data: $1.70 an hour.
const REGIONAL_HOSTING_CENTS: u32 = 170;

/// The hourly hosting fee of a fine-tuned model deployed as regional Standard in `region`: the
/// regional meter (Retail, 2026-07-31), in the regions the data prices it at; `None` elsewhere
/// (not estimated: the Global meter is another kind's price).
pub fn regional_hosting(l: Llm, region: &str) -> Option<(u32, &'static str)> {
    let f = l.model().finetune?;
    (!f.hosting_regional_key.is_empty() && f.hosting_regions.contains(&region))
        .then_some((REGIONAL_HOSTING_CENTS, f.hosting_regional_key))
}

/// A fine-tuning job's training price: micro-dollars per job and how it adds up (§8: "price = #
/// training tokens × # epochs × training price per token"), where the data has the price.
pub fn training_job(l: Llm, tr: &Training) -> Option<(u64, String)> {
    let f = l.model().finetune?;
    if !f.train.known() {
        return None;
    }
    Some(job_at(tr, &f.train, "Global training"))
}

/// A month's training job at a training price: micro-dollars, and the arithmetic in words
/// ("… M training tokens × … epochs = … M × … per 1M (the training type; the price's source)").
fn job_at(tr: &Training, p: &models::Price, kind: &str) -> (u64, String) {
    let trained = tr.trained_k();
    let micro = trained * u64::from(p.input) / 1000;
    (
        micro,
        format!(
            "{} M training tokens × {} epochs = {} M × {} per 1M ({kind}; {})",
            grouped(f64::from(tr.tokens_k) / 1000.0, 3),
            tr.epochs,
            grouped(trained as f64 / 1000.0, 3),
            models::usd_micro(u64::from(p.input)),
            p.cite()
        ),
    )
}

/// The hosting line of a deployed fine-tuned model, billed every hour (`tokens`: micro-dollars
/// of its tokens a month, said where the fee is not in the data).
/// (`regional`: deployed as regional Standard in that region, on its regional meter).
pub fn hosting_item(l: Llm, tokens: u64, regional: Option<&str>) -> Result<LineItem, String> {
    let m = l.model();
    let fee = match regional {
        Some(r) => regional_hosting(l, r),
        None => hosting(l),
    };
    let Some((cents, meter)) = fee else {
        return Err(format!(
            "The hourly hosting fee of a fine-tuned {}{} is not in the price data; its tokens alone would be {} a month.",
            m.name,
            regional.map_or(String::new(), |r| format!(
                " deployed as regional Standard in {}",
                prices::region_label(r)
            )),
            Money(((tokens + 5_000) / 10_000) as i64)
        ));
    };
    let hourly = f64::from(cents) / 100.0;
    Ok(line(
        ItemKind::AlwaysOn,
        "Hosting the fine-tuned model",
        format!("730 h × {}/h (Retail meter \u{201c}{meter}\u{201d}, 2026-07-31), billed every hour it is deployed, called or not", usd(hourly, 4)),
        hourly * HOURS_PER_MONTH,
    ))
}

/// Why a fine-tuned model's deployment is not estimated (`why`), with its hourly hosting fee where
/// the data has it: a fee that is known is never left out because the tokens are not.
pub fn with_hosting(l: Llm, why: String, regional: Option<&str>) -> String {
    match hosting_item(l, 0, regional) {
        Ok(h) => format!(
            "{why} Its hosting fee alone is {} a month: {}.",
            h.amount, h.working
        ),
        Err(_) => format!(
            "{why} The hourly hosting fee of a fine-tuned {} is not in the price data either.",
            l.model().name
        ),
    }
}

/// The bill of serverless fine-tuning: the training jobs a month, priced by the method its jobs
/// train with ([`ftjourney::method`]).
pub fn job_items(u: &Usage) -> Result<Vec<LineItem>, String> {
    let l = u.llm.unwrap_or(Llm::Phi4);
    job_items_as(u, ftjourney::method(l).unwrap_or(Method::Supervised))
}

/// The bill of serverless fine-tuning by `method`: supervised jobs per training token × epochs;
/// reinforcement jobs per hour of training plus the grader's tokens, which the data cannot total.
pub fn job_items_as(u: &Usage, method: Method) -> Result<Vec<LineItem>, String> {
    let l = u.llm.unwrap_or(Llm::Phi4);
    let m = l.model();
    if method == Method::Reinforcement {
        return Err(ftjourney::rft_not_estimated(
            l,
            u.training.tokens_k,
            u.training.epochs,
            &count(u.ft_jobs, "job"),
        ));
    }
    let Some((micro, working)) = zoned_job(u) else {
        if let Some(why) = zoned_unpriced(u) {
            return Err(why);
        }
        return Err(format!("The price data has no training price for {}: Azure prices its serverless fine-tuning per model, and no public record of it was found.", m.name));
    };
    Ok(vec![line(
        ItemKind::Busy,
        "Fine-tuning jobs",
        format!("{} a month × {working}", count(u.ft_jobs, "job")),
        micro as f64 * f64::from(u.ft_jobs) / 1e6,
    )])
}

/// What serverless fine-tuning's price assumes: the training data, the methods and regions,
/// who may fine-tune, and the limit of a job.
pub fn assumptions(u: &Usage, l: Llm, v: &mut Vec<String>) {
    let m = l.model();
    let t = u.training;
    v.push(format!(
        "{} M tokens of training data, {} epochs, {} a month.",
        grouped(f64::from(t.tokens_k) / 1000.0, 3),
        t.epochs,
        count(u.ft_jobs, "job")
    ));
    if let Some(f) = m.finetune {
        v.push(format!("{}: {}, trained {}.", m.name, f.methods, f.regions));
        if let Some(method) = ftjourney::method(l) {
            v.push(format!(
                "Each job is {}{}.",
                method.words(),
                if method == Method::Reinforcement {
                    ": billed per hour of training plus the grader's tokens, not per training token"
                } else {
                    ": billed per training token × epochs"
                }
            ));
        }
        v.extend(ftjourney::other_methods(l));
        v.extend(ftjourney::existing_only(l));
        if f.gated {
            v.push("Access is gated and available by invitation only.".into());
        }
        if let Some(w) = zoned_words(u) {
            v.push(w);
        } else if f.train.known() && !ftjourney::reinforcement(l) {
            v.push(if f.dev_training {
                "Global training is priced here; Data Zone and Standard (regional) training cost 10% more, and Developer training half (it may be preempted)."
            } else {
                "Global training is priced here; Data Zone and Standard (regional) training cost 10% more."
            }.into());
        }
        v.push(format!(
            "Then: {}",
            crate::advisor::models::finetuned::words(l)
        ));
    }
    if traffic::MAX_TRAINED_K < t.trained_k() {
        v.push("Training tokens × epochs may not exceed 2 billion a job: split the data.".into());
    }
}

/// Fine-tuning a catalog model on your own GPUs (a cluster or a serverless job): as many jobs a
/// month as the serverless fine-tuning beside it, each billing the VM for as long as it trains.
/// Not estimated: the VM's hourly price is said instead.
pub fn on_own_gpus(target: Target, u: &Usage) -> OptionCost {
    let mut assumptions = vec![format!(
        "{} in {}, {} a month, as for serverless fine-tuning: {} M tokens of training data × {} epochs each.",
        u.vm.name,
        prices::region_label(u.region_name()),
        count(u.ft_jobs, "job"),
        grouped(f64::from(u.training.tokens_k) / 1000.0, 3),
        u.training.epochs
    )];
    let rate = match rate_or_reason(u) {
        Ok(r) => r,
        Err(why) => return OptionCost::not_estimated(target, why, assumptions),
    };
    // How long a job trains depends on the recipe, the GPUs and the data; the price data has
    // no training speed to turn tokens into hours: the hours are the person's to give, and
    // until then the hour's price is said instead.
    let Some(hours) = u.train_hours else {
        let why = format!(
            "{} a month on your own GPUs at {} ({}, {}) for as long as each trains: the price data has no training speed to turn {} M tokens × {} epochs into hours, so the total is not estimated until the hours each job trains are given.",
            count(u.ft_jobs, "job"),
            per_hour(rate.payg_usd()),
            u.vm.name,
            rate.dated(),
            grouped(f64::from(u.training.tokens_k) / 1000.0, 3),
            u.training.epochs
        );
        return OptionCost::not_estimated(target, why, assumptions);
    };
    let node_hours = u32::from(u.ft_jobs) * u32::from(hours) * u32::from(u.nodes);
    let usd = f64::from(node_hours) * rate.payg_usd();
    let item = line(
        ItemKind::Busy,
        "Compute while jobs train",
        format!(
            "{} a month × {} × {} × {} ({}, {})",
            count(u.ft_jobs, "job"),
            count(hours, "hour"),
            count(u.nodes, "node"),
            per_hour(rate.payg_usd()),
            u.vm.name,
            rate.dated()
        ),
        usd,
    );
    assumptions.push(format!(
        "Each job trains {} on {} (the hours given: no source gives a training speed); {}.",
        count(hours, "hour"),
        count(u.nodes, "node"),
        if target == Target::ComputeCluster {
            "the cluster's nodes scale down between jobs (the minutes before they do are left out)"
        } else {
            "nothing is billed between jobs"
        }
    ));
    // The same whatever the busy hours: the jobs' hours are their own.
    OptionCost::flat(target, item.amount, vec![item], assumptions)
}

/// Fine-tuning open weights on your own GPUs where that comes first (no serverless fine-tuning
/// that serves them per token, [`ftjourney::own_gpus_first`]): the VM bill of the hours a week
/// they train, as your own training is priced (`vm`), with what it assumes of the job.
pub fn open_weights_on_own_gpus(mut vm: OptionCost, u: &Usage) -> OptionCost {
    let l = u.llm.unwrap_or(Llm::Phi4);
    let m = l.model();
    let why = if crate::advisor::requirements::network::keys_on_own_gpus(l, u.cmk)
        && !ftjourney::own_gpus_first(l)
    {
        format!(
            "customer-managed keys are required, and the serverless fine-tuning of {} does not support them",
            m.name
        )
    } else if !ftjourney::own_gpus_first(l) {
        format!(
            "its serverless fine-tuning cannot keep data in {}",
            crate::advisor::requirements::residency::zone_words(u.residency)
        )
    } else if m.fine_tunable() {
        format!(
            "a fine-tuned {} deploys on managed compute, not per token",
            m.name
        )
    } else {
        format!("Azure has no serverless fine-tuning of {}", m.name)
    };
    vm.assumptions.insert(
        0,
        format!(
            "Fine-tuning the open weights of {} ({why}): {} M tokens of training data × {} epochs, on {} {}; no source gives how long a job takes, so the hours are yours to set. {}",
            m.name,
            grouped(f64::from(u.training.tokens_k) / 1000.0, 3),
            u.training.epochs,
            u.vm.name,
            match u.train_hours {
                Some(h) => format!(
                    "for {} each of {} a month (the hours each job trains, as given)",
                    count(h, "hour"),
                    count(u.ft_jobs, "job")
                ),
                None => format!(
                    "for {} h a week, the busy hours (give the hours each job trains to price it by the job instead)",
                    short(u.hours, 1)
                ),
            },
            if m.gpu.is_empty() {
                format!("No source read gives a VM size the weights of {} fit on: {} is assumed; check the model card's finetune_compute_allow_list.", m.name, u.vm.name)
            } else {
                format!("{} is a size its weights fit on for serving (the model table's, not necessarily the cheapest): training needs more memory, so check the model card's finetune_compute_allow_list.", u.vm.name)
            }
        ),
    );
    vm
}

/// A month's fine-tuning job priced at the training type the requirement allows, in the
/// usage's region (`None`: no price in the data for that type, or no type satisfies it).
pub fn zoned_job(u: &Usage) -> Option<(u64, String)> {
    let l = u.llm?;
    if u.residency == Residency::Any {
        return training_job(l, &u.training);
    }
    let t = residency::train(l, u.residency, u.region_name())?;
    let p = residency::training_price(l, t)?;
    Some(job_at(&u.training, &p, &t.words()))
}

/// What the training price assumes under a requirement (`None` under `any`).
pub fn zoned_words(u: &Usage) -> Option<String> {
    let l = u.llm?;
    if u.residency == Residency::Any || ftjourney::reinforcement(l) {
        return None;
    }
    Some(match residency::train(l, u.residency, u.region_name()) {
        Some(t) => format!(
            "{} is priced here, the training type that keeps data in {} (its own meter; Global training, which copies data and weights to wherever training runs, would not).",
            capital(&t.words()),
            residency::zone_words(u.residency)
        ),
        None => zoned_unpriced(u)?,
    })
}

/// Why a serverless fine-tuning job under a requirement is not priced (`None` under `any`).
pub fn zoned_unpriced(u: &Usage) -> Option<String> {
    let l = u.llm?;
    if u.residency == Residency::Any {
        return None;
    }
    let name = l.model().name;
    Some(match residency::train(l, u.residency, u.region_name()) {
        None => match residency::training(l) {
            Some((list, _, _)) if !list.is_empty() => format!(
                "{name} trains with the Standard type only in {}: choose one of them as the region (data must stay in {}).",
                list.iter().map(|r| prices::region_label(r)).collect::<Vec<_>>().join(", "),
                prices::region_label(u.region_name())
            ),
            _ => format!("No training type of {name} keeps data in {}.", residency::zone_words(u.residency)),
        },
        Some(t) => format!(
            "The price data has no {} price for {name} in {}: not estimated (the Global training price would not be this meter's).",
            t.words(),
            prices::region_label(u.region_name())
        ),
    })
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fine_tuning_prices_tokens_times_epochs() {
        let (micro, working) = training_job(
            Llm::Gpt41Mini,
            &Training {
                tokens_k: 10_000,
                epochs: 3,
            },
        )
        .unwrap();
        // 30 M × $5.00 = $150.
        assert_eq!(micro, 150_000_000);
        assert!(working.contains("Retail meter"), "{working}");
        assert!(training_job(
            Llm::Llama3370bInstruct,
            &Training {
                tokens_k: 1,
                epochs: 1
            }
        )
        .is_none());
        assert_eq!(
            hosting(Llm::Gpt41),
            Some((170, "gpt-4.1-ft hosting global Unit"))
        );
        assert_eq!(hosting(Llm::Phi4), None);
    }
}
