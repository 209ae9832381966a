//! A plan: the whole project's work as a list of workloads (notebooks, training, serving …), each
//! one a single result's answers and usage, priced exactly as it would be alone, and the plan's
//! bill (each workload's pick and monthly cost, the total a month and a year).
//!
//! The link (public contract v1, additive): each workload's keys are today's keys prefixed by
//! its number and a dot, with an optional name:
//! `v=1&1.name=Notebooks&1.stage=explore&1.mode=notebook&1.people=4&2.stage=train&2.gpu=single`.
//! `embed`, `lock` and `tool` stay unprefixed, for the whole plan. Keys without a prefix in a link
//! with none are a single result, as always ([`decode`] reads it as a plan of one). Decoding is
//! total: numbers out of order are sorted and gaps closed, at most [`MAX_WORKLOADS`] are kept,
//! and everything not understood is a notice.

use super::create;
use super::export::Report;
use crate::advisor::answers::{ModelUse, Question, Serve, Stage};
use crate::advisor::facts::catalog::Target;
use crate::advisor::link::asked;
use crate::advisor::link::share::{self, Notice, Shared, Tool};

/// The most workloads a plan holds.
pub const MAX_WORKLOADS: usize = 12;
/// The longest name a workload may have, in characters.
pub const MAX_NAME: usize = 60;

/// What a plan's total leaves out whatever its workloads: the resources created with every
/// workspace, which bill apart and stay until deleted (`concept-plan-manage-cost`), and whose
/// meters the price data does not have.
pub const WORKSPACE_LEFT_OUT: &str = "Not in the total: the workspace's own resources (its storage account, container registry, key vault and Application Insights), created with every workspace and billed apart, by use, until deleted; the price data has none of their meters.";

/// Where [`WORKSPACE_LEFT_OUT`] comes from.
pub const WORKSPACE_LEFT_OUT_SOURCE: crate::advisor::facts::sources::Doc =
    crate::advisor::facts::sources::Doc::PlanCost;

/// One workload: alone, exactly today's single result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Workload {
    /// The name a person gave, trimmed, at most [`MAX_NAME`] characters; empty where none was
    /// given (then [`Workload::title`] is [`default_name`], which follows the answers).
    pub name: String,
    /// Its answers and usage. `embed`, `locks` and `tool` are the plan's ([`decode`] copies them;
    /// [`encode`] writes the plan's).
    pub shared: Shared,
}

impl Workload {
    /// The name shown: the one given, else the default from the answers.
    pub fn title(&self) -> String {
        if self.name.is_empty() {
            default_name(&self.shared)
        } else {
            self.name.clone()
        }
    }
}

/// The whole project: its workloads in order (1 to [`MAX_WORKLOADS`] once decoded) and what holds
/// for all of them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Plan {
    pub workloads: Vec<Workload>,
    /// `embed=1`: the page runs inside another site's iframe.
    pub embed: bool,
    /// `lock=…`: questions a host page fixed, for every workload.
    pub locks: Vec<Question>,
    /// `tool=…`: the tool the create commands are shown in.
    pub tool: Tool,
}

/// Whether a query is a plan link: any key (percent-decoded) with a numeric prefix and a dot.
pub fn is_plan(query: &str) -> bool {
    pairs(query).any(|(k, _)| prefixed(&share::percent_decode(k)).is_some())
}

/// The query's `key=value` pairs, raw.
fn pairs(query: &str) -> impl Iterator<Item = (&str, &str)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').unwrap_or((p, "")))
}

/// `("12", "stage")` for `12.stage`: a key whose part before the first dot is digits.
fn prefixed(key: &str) -> Option<(&str, &str)> {
    key.split_once('.')
        .filter(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A name as kept: control characters dropped, trimmed, at most [`MAX_NAME`] characters; and
/// whether it was cut.
fn clean_name(raw: &str) -> (String, bool) {
    let clean: String = raw.chars().filter(|c| !c.is_control()).collect();
    let clean = clean.trim();
    let cut = clean.chars().nth(MAX_NAME).is_some();
    let kept: String = clean.chars().take(MAX_NAME).collect();
    (kept.trim_end().to_string(), cut)
}

/// "“a”, “b”, “c” and 4 more": keys a notice names, at most three.
fn some_keys(keys: &[String]) -> String {
    let mut out = String::new();
    for (i, k) in keys.iter().take(3).enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&format!("“{}”", share::shown(k)));
    }
    if keys.len() > 3 {
        out.push_str(&format!(" and {} more", keys.len() - 3));
    }
    out
}

fn plan_notice(notices: &mut Vec<(usize, Notice)>, key: &str, message: String) {
    notices.push((
        0,
        Notice {
            key: key.into(),
            message,
            tries: Vec::new(),
        },
    ));
}

/// A single result's shared, read as the page opens a link: older links' assumptions
/// (`share::assume_older`), and the notices of answers that cannot apply together.
/// The workload keeps what its own link writes ([`canonical`]): answers that do not apply, which
/// the notices name, are dropped, so that the plan's link gives the plan back.
fn opened(query: &str, plan: &Plan) -> (Shared, Vec<Notice>) {
    let (mut shared, mut notices) = share::decode(query);
    shared.embed = plan.embed;
    shared.locks = plan.locks.clone();
    shared.tool = plan.tool;
    share::assume_older(&mut shared.answers);
    notices.extend(share::combination_notices(&shared));
    (canonical(&shared), notices)
}

/// A shared as its own link gives it back: encoded, decoded and opened again.
fn canonical(shared: &Shared) -> Shared {
    let (mut again, _) = share::decode(&share::encode(shared));
    share::assume_older(&mut again.answers);
    again
}

/// Reads any link as a plan, with the notices of what was not understood: `(0, n)` for the plan,
/// `(i, n)` for its `i`th workload (from 1, in the plan's order). A link without numbered keys is
/// a plan of one workload, its single result. Never empty, never more than [`MAX_WORKLOADS`].
pub fn decode(query: &str) -> (Plan, Vec<(usize, Notice)>) {
    let mut notices = Vec::new();
    if !is_plan(query) {
        let (single, _) = share::decode(query);
        let mut plan = Plan {
            embed: single.embed,
            locks: single.locks,
            tool: single.tool,
            workloads: Vec::new(),
        };
        let (shared, n) = opened(query, &plan);
        notices.extend(n.into_iter().map(|n| (1, n)));
        plan.workloads.push(Workload {
            name: String::new(),
            shared,
        });
        return (plan, notices);
    }
    // The plan's own keys, read by the single-link codec (its notices are the plan's).
    let mut whole = String::new();
    let mut unnumbered = Vec::new();
    let mut bad = Vec::new();
    let mut whole_plan = Vec::new();
    // Each workload number's name and keys, in the link's order within it.
    let mut groups: std::collections::BTreeMap<u32, (Option<String>, String)> =
        std::collections::BTreeMap::new();
    for (k, v) in pairs(query) {
        let key = share::percent_decode(k);
        let Some((num, rest)) = prefixed(&key) else {
            if matches!(key.as_str(), "v" | "embed" | "lock" | "tool") {
                whole.push_str(&format!("{k}={v}&"));
            } else {
                unnumbered.push(key.clone());
            }
            continue;
        };
        let digits = num.trim_start_matches('0');
        let n = match digits.parse::<u32>() {
            Ok(n) if digits.len() <= 9 && n > 0 => n,
            _ => {
                bad.push(key.clone());
                continue;
            }
        };
        if rest.is_empty() || rest.contains('.') {
            bad.push(key.clone());
            continue;
        }
        if matches!(rest, "embed" | "lock" | "tool" | "v") {
            whole_plan.push(key.clone());
            continue;
        }
        // Past the cap, only the numbers are kept (to sort them), not their keys.
        let group = groups.entry(n).or_default();
        if rest == "name" {
            group.0 = Some(share::percent_decode(v));
        } else {
            group
                .1
                .push_str(&format!("{}={v}&", share::percent_encode(rest)));
        }
    }
    let (head, head_notices) = share::decode(&whole);
    let mut plan = Plan {
        workloads: Vec::new(),
        embed: head.embed,
        locks: head.locks,
        tool: head.tool,
    };
    notices.extend(head_notices.into_iter().map(|n| (0, n)));
    if !unnumbered.is_empty() {
        plan_notice(
            &mut notices,
            "",
            format!(
                "In a plan link each workload's keys carry its number (1.stage=train): {} without one {} ignored.",
                some_keys(&unnumbered),
                if unnumbered.len() == 1 { "is" } else { "are" }
            ),
        );
    }
    if !bad.is_empty() {
        plan_notice(
            &mut notices,
            "",
            format!(
                "{} {} not a workload's key (a number from 1, a dot and a key, as in 2.stage): ignored.",
                some_keys(&bad),
                if bad.len() == 1 { "is" } else { "are" }
            ),
        );
    }
    if !whole_plan.is_empty() {
        plan_notice(
            &mut notices,
            "",
            format!(
                "{}: embed, lock and tool hold for the whole plan, written without a number; ignored.",
                some_keys(&whole_plan)
            ),
        );
    }
    if groups.len() > MAX_WORKLOADS {
        plan_notice(
            &mut notices,
            "",
            format!(
                "The link lists {} workloads; a plan holds at most {MAX_WORKLOADS}, so the first {MAX_WORKLOADS} are kept.",
                groups.len()
            ),
        );
    }
    for (name, query) in groups.into_values().take(MAX_WORKLOADS) {
        let i = plan.workloads.len() + 1;
        let (name, cut) = clean_name(name.as_deref().unwrap_or(""));
        if cut {
            notices.push((
                i,
                Notice {
                    key: "name".into(),
                    message: format!(
                        "A workload's name holds at most {MAX_NAME} characters; it is cut to “{name}”."
                    ),
                    tries: Vec::new(),
                },
            ));
        }
        let (shared, n) = opened(&query, &plan);
        notices.extend(n.into_iter().map(|n| (i, n)));
        plan.workloads.push(Workload { name, shared });
    }
    if plan.workloads.is_empty() {
        plan_notice(
            &mut notices,
            "",
            "No workload could be read from the link: the plan starts with one, unanswered.".into(),
        );
        let (shared, _) = opened("", &plan);
        plan.workloads.push(Workload {
            name: String::new(),
            shared,
        });
    }
    (plan, notices)
}

/// A workload's shared as its own single link holds it: the plan's `embed`, `lock` and `tool`.
fn alone(plan: &Plan, w: &Workload) -> Shared {
    Shared {
        embed: plan.embed,
        locks: plan.locks.clone(),
        tool: plan.tool,
        ..w.shared.clone()
    }
}

/// Writes the plan's link (without `?`): `v=1`, each workload's keys prefixed by its number (its
/// name first where it has one; `N.name=` alone for a workload with nothing answered, so that
/// it is kept), then `tool`, `lock` and `embed` for the whole plan.
pub fn encode(plan: &Plan) -> String {
    let mut out = format!("v={}", share::VERSION);
    for (i, w) in plan.workloads.iter().enumerate() {
        let n = i + 1;
        let shared = Shared {
            embed: false,
            tool: Tool::default(),
            ..alone(plan, w)
        };
        let single = share::encode(&shared);
        let keys: Vec<&str> = single
            .split('&')
            .filter(|p| !p.starts_with("v=") && !p.starts_with("lock=") && !p.is_empty())
            .collect();
        if !w.name.is_empty() || keys.is_empty() {
            out.push_str(&format!("&{n}.name={}", share::percent_encode(&w.name)));
        }
        for k in keys {
            out.push_str(&format!("&{n}.{k}"));
        }
    }
    // The plan's own keys as a single link writes them, after the workloads.
    let head = share::encode(&Shared {
        embed: plan.embed,
        locks: plan.locks.clone(),
        tool: plan.tool,
        ..Shared::default()
    });
    for k in head.split('&').filter(|p| !p.starts_with("v=")) {
        out.push('&');
        out.push_str(k);
    }
    out
}

/// The single-result link of the `i`th workload (from 0), with the plan's `embed`, `lock` and
/// `tool`; `v=1` where there is no such workload.
pub fn workload_link(plan: &Plan, i: usize) -> String {
    match plan.workloads.get(i) {
        Some(w) => share::encode(&alone(plan, w)),
        None => format!("v={}", share::VERSION),
    }
}

/// The name a workload has until a person gives one, from its answers: "Notebooks",
/// "Experiments", "Training", "Sweeps", "Scoring API", "Batch scoring", "Fine-tuning <model>",
/// "Fine-tuned <model> API", "<model> API", "<model> batch"; "Workload" before the stage is
/// answered.
pub fn default_name(shared: &Shared) -> String {
    let a = &shared.answers;
    if a.stage.is_none() {
        return "Workload".into();
    }
    let s = a.situation();
    // An open model from Hugging Face is named by where it comes from, not its label's sentence.
    let model = if s.llm.is_hf() {
        "Hugging Face model".to_string()
    } else {
        s.llm.label().to_string()
    };
    match s.model {
        // Serving a fine-tuned model is its own workload, named for what it does.
        ModelUse::Finetune if s.stage == Stage::Deploy => return format!("Fine-tuned {model} API"),
        ModelUse::Finetune if s.llm.is_hf() => return "Fine-tuning a Hugging Face model".into(),
        ModelUse::Finetune => return format!("Fine-tuning {model}"),
        ModelUse::Catalog if s.serve == Serve::Batch && Question::Serve.is_asked(&s) => {
            return format!("{model} batch")
        }
        ModelUse::Catalog => return format!("{model} API"),
        ModelUse::Own => {}
    }
    match s.stage {
        Stage::Explore if s.mode == crate::advisor::answers::Mode::Notebook => "Notebooks",
        Stage::Explore => "Experiments",
        Stage::Train => "Training",
        Stage::Sweep => "Sweeps",
        Stage::Deploy if s.serve == Serve::Batch => "Batch scoring",
        Stage::Deploy => "Scoring API",
    }
    .into()
}

/// One workload's part of the bill: its single result's report, as its own link gives it.
pub struct WorkloadBill {
    /// The name shown ([`Workload::title`]).
    pub name: String,
    pub report: Report,
    /// The recommended option.
    pub pick: Option<Target>,
    /// The pick's monthly cost (what the work adds), with a fine-tuning's "then serve it"; `None`
    /// where any of it is not estimated.
    pub monthly_usd: Option<f64>,
    /// Where the pick is per person (compute instances; your own machines): the monthly cost
    /// of each person's. `None` where it is shared or not estimated.
    pub per_person_usd: Option<f64>,
    /// Whether the pick is shared by the people (a cluster, an endpoint, a deployment), not one
    /// per person.
    pub shared: bool,
    /// How many people work this way.
    pub people: u16,
}

/// The plan's bill.
pub struct Bill {
    pub workloads: Vec<WorkloadBill>,
    /// The sum of the workloads priced, USD a month (whole cents).
    pub monthly_usd: f64,
    /// Twelve months of it.
    pub yearly_usd: f64,
    /// The workloads whose cost is not estimated (indices into `workloads`, from 0).
    pub not_estimated: Vec<usize>,
    /// What would change the total most: the priced workload that costs the most (index from
    /// 0), where any costs anything.
    pub biggest: Option<usize>,
    /// The plan's link ([`encode`], without `?`).
    pub query: String,
    /// What the plan's link gave that was not understood, for the whole plan
    /// ([`Bill::with_notices`]); each workload's are in its report.
    pub notices: Vec<String>,
    /// The plan's `tool`: the create commands' language.
    pub tool: Tool,
}

impl Bill {
    /// Whether no workload is priced: the total is then not estimated, never $0.00.
    pub fn nothing_priced(&self) -> bool {
        !self.workloads.is_empty() && self.not_estimated.len() == self.workloads.len()
    }

    /// The total in words: "$1,234.00 a month, $14,808.00 a year", or, where no workload is
    /// priced, that it is not estimated.
    pub fn total_words(&self) -> String {
        if self.nothing_priced() {
            "not estimated: no workload is priced".to_string()
        } else {
            format!(
                "{} a month, {} a year",
                crate::advisor::facts::money::Money::from_usd(self.monthly_usd),
                crate::advisor::facts::money::Money::from_usd(self.yearly_usd)
            )
        }
    }

    /// What the total leaves out whatever the workloads cost ([`WORKSPACE_LEFT_OUT`]), where a
    /// workload's pick runs in an Azure ML workspace; a plan on Foundry resources and your own
    /// machine alone has no workspace.
    pub fn left_out(&self) -> Option<&'static str> {
        self.workloads
            .iter()
            .any(|w| {
                w.pick
                    .is_some_and(|t| !t.is_foundry() && t != Target::Local)
            })
            .then_some(WORKSPACE_LEFT_OUT)
    }

    /// The bill with the notices [`decode`] gave: the plan's, and each workload's before its
    /// report's own (once each). The page and `advise` both call this, so their documents agree.
    pub fn with_notices(mut self, notices: &[(usize, Notice)]) -> Bill {
        // Where the next of a workload's goes: before its report's own, in the link's order.
        let mut at = vec![0; self.workloads.len()];
        for (i, n) in notices {
            let (list, pos) = match i.checked_sub(1) {
                None => (&mut self.notices, None),
                Some(w) => match self.workloads.get_mut(w) {
                    Some(wb) => (&mut wb.report.notices, at.get_mut(w)),
                    None => continue,
                },
            };
            if list.contains(&n.message) {
                continue;
            }
            match pos {
                Some(p) => {
                    list.insert(*p, n.message.clone());
                    *p += 1;
                }
                None => list.push(n.message.clone()),
            }
        }
        self
    }

    /// The share of the total a workload is, in whole percent (0 where nothing is priced).
    /// "the total", or where a workload is not estimated, "the estimated total": a workload
    /// not priced (a Claude model's tokens, say) may cost more than the biggest one priced.
    pub fn total_name(&self) -> &'static str {
        if self.not_estimated.is_empty() {
            "the total"
        } else {
            "the estimated total"
        }
    }

    pub fn share_of(&self, i: usize) -> u32 {
        match self.workloads.get(i).and_then(|w| w.monthly_usd) {
            Some(m) if self.monthly_usd > 0.0 => (m / self.monthly_usd * 100.0).round() as u32,
            _ => 0,
        }
    }
}

/// Where a pick is one per person rather than shared.
pub fn per_person(t: Target) -> bool {
    matches!(t, Target::ComputeInstance | Target::Local)
}

/// A workload's report, as its own single link opens it (the page and `advise`).
pub fn report(plan: &Plan, i: usize) -> Option<Report> {
    let w = plan.workloads.get(i)?;
    let shared = alone(plan, w);
    let notices = share::combination_notices(&shared);
    Some(Report::new(&shared, &notices).with_asked(asked::read(&share::encode(&shared))))
}

/// Prices every workload as it would be alone, and adds them up.
pub fn bill(plan: &Plan) -> Bill {
    let mut workloads = Vec::new();
    let mut cents: i64 = 0;
    let mut not_estimated = Vec::new();
    let mut biggest: Option<(usize, i64)> = None;
    let mut reports: Vec<Option<Report>> =
        (0..plan.workloads.len()).map(|i| report(plan, i)).collect();
    // A fine-tuning whose model another workload serves, fine-tuned: the serving is that
    // workload's, priced and created there once, not again as this one's "then serve it".
    let serving: Vec<(usize, crate::advisor::models::Llm)> = reports
        .iter()
        .enumerate()
        .filter_map(|(j, r)| {
            let s = &r.as_ref()?.advice.situation;
            (s.model == ModelUse::Finetune && s.stage == Stage::Deploy).then_some((j, s.llm))
        })
        .collect();
    for r in reports.iter_mut().flatten() {
        let s = r.advice.situation;
        let Some(&(j, _)) = serving.iter().find(|(_, l)| *l == s.llm) else {
            continue;
        };
        if r.costs.then_serve.take().is_some() {
            r.notices.push(format!(
                "The fine-tuned {} is served by workload {} ({}): its serving is priced and created there, once.",
                s.llm.label(),
                j + 1,
                plan.workloads[j].title()
            ));
        }
    }
    for (i, (w, report)) in plan.workloads.iter().zip(reports).enumerate() {
        let Some(report) = report else {
            continue;
        };
        let pick = report.advice.top().map(|o| o.target);
        let own = pick.and_then(|t| report.costs.options.iter().find(|c| c.target == t));
        let then = report.costs.then_serve.as_ref().map(|c| c.monthly.total());
        let total = match (own.and_then(|c| c.monthly.total()), then) {
            (Some(m), None) => Some(m.0),
            (Some(m), Some(Some(t))) => Some(m.0 + t.0),
            _ => None,
        };
        let people = report.shared.usage.people.unwrap_or(1).max(1);
        match total {
            Some(c) => {
                cents += c;
                if c > 0 && biggest.is_none_or(|(_, b)| c > b) {
                    biggest = Some((i, c));
                }
            }
            None => not_estimated.push(i),
        }
        let shared = !pick.is_some_and(per_person);
        workloads.push(WorkloadBill {
            name: w.title(),
            pick,
            monthly_usd: total.map(|c| c as f64 / 100.0),
            per_person_usd: total
                .filter(|_| !shared)
                .map(|c| c as f64 / 100.0 / f64::from(people)),
            shared,
            people,
            report,
        });
    }
    Bill {
        workloads,
        monthly_usd: cents as f64 / 100.0,
        yearly_usd: (cents * 12) as f64 / 100.0,
        not_estimated,
        biggest: biggest.map(|(i, _)| i),
        query: encode(plan),
        notices: Vec::new(),
        tool: plan.tool,
    }
}

/// The commands that create every workload of a plan, in one script of `tool`: each workload's
/// pick (and what then serves a fine-tuned model) as its single result writes them, under a
/// comment naming the workload. A name another workload's commands already use gets the
/// workload's number, so that two workloads never create one thing twice.
pub fn plan_script(bill: &Bill, tool: Tool) -> String {
    let picks: Vec<Option<Target>> = bill.workloads.iter().map(|w| w.pick).collect();
    // One workload fine-tunes a model on a Foundry resource and another serves it with a
    // deployment: the serving one deploys it there, and the training one leaves it to it.
    let tuned_by = |j: usize| -> Option<usize> {
        let s = &bill.workloads[j].report.advice.situation;
        let serves = s.stage == Stage::Deploy
            && s.model == ModelUse::Finetune
            && matches!(
                picks[j],
                Some(Target::StandardDeployment | Target::ProvisionedThroughput)
            );
        (serves && !s.llm.model().finetune.is_some_and(|f| f.hub))
            .then(|| {
                bill.workloads.iter().position(|w| {
                    let t = &w.report.advice.situation;
                    t.stage == Stage::Train
                        && t.model == ModelUse::Finetune
                        && t.llm == s.llm
                        && w.pick == Some(Target::ServerlessFinetune)
                })
            })
            .flatten()
    };
    // The names each workload's commands use, a name another's already uses getting the
    // workload's number.
    let mut used: Vec<String> = Vec::new();
    let mut named: Vec<Vec<(Target, create::Names)>> = Vec::new();
    for (i, w) in bill.workloads.iter().enumerate() {
        let r = &w.report;
        let targets = picks[i]
            .into_iter()
            .chain(r.costs.then_serve.as_ref().map(|c| c.target));
        let mut these = Vec::new();
        for t in targets {
            let mut names = create::Names::for_target(t);
            for n in [&mut names.compute, &mut names.endpoint] {
                if n.is_empty() {
                    continue;
                }
                if used.contains(n) {
                    *n = format!("{n}-{}", i + 1);
                }
                used.push(n.clone());
            }
            these.push((t, names));
        }
        named.push(these);
    }
    let pairs: Vec<(usize, usize)> = (0..bill.workloads.len())
        .filter_map(|j| tuned_by(j).map(|i| (i, j)))
        .collect();
    // The plan's workloads share one workspace: its network and key are set up before the first
    // workload that needs them, and its private endpoint and public access off come once, after
    // every workload's commands, which still reach it over its public endpoint.
    let mut lockdown = None;
    let mut hub_lockdown = None;
    let mut set_up: Vec<(&str, bool)> = Vec::new();
    let mut out = String::new();
    for (i, w) in bill.workloads.iter().enumerate() {
        let r = &w.report;
        let s = &r.advice.situation;
        let name: String = w.name.chars().filter(|c| !c.is_control()).collect();
        let rule = "=".repeat(72);
        out.push_str(&format!(
            "{}# {rule}\n# {}. {name}\n# {rule}\n",
            if i == 0 { "" } else { "\n" },
            i + 1
        ));
        for (k, (t, names)) in named[i].iter().enumerate() {
            let mut names = names.clone();
            let mut input = create::Input::of(&r.costs, s);
            // The fine-tuned model is deployed once: by the workload that serves it, or by this
            // workload's "Then serve it".
            if pairs.iter().any(|&(tuner, _)| tuner == i) || (k == 0 && named[i].len() > 1) {
                input.deploys_tuned = false;
            }
            if let Some(&(tuner, _)) = pairs.iter().find(|&&(_, server)| server == i) {
                input.new_account = false;
                names.compute = named[tuner][0].1.compute.clone();
            }
            // "Then serve it" deploys the model on the Foundry resource that fine-tuned it.
            if k > 0 && t.is_foundry() && named[i][0].0.is_foundry() {
                input.new_account = false;
                names.compute = named[i][0].1.compute.clone();
            }
            let network = crate::advisor::requirements::network::setup_steps;
            let before = network(*t, input.private, input.cmk);
            // The same steps with or without a managed network differ.
            let setup = (
                before,
                input.private && crate::advisor::requirements::network::in_managed_network(*t),
            );
            input.workspace_setup = !set_up.contains(&setup);
            set_up.push(setup);
            // A Foundry resource is closed after its own workload's commands, by the workload
            // that creates it; a hub-based project's hub, like the workspace, once after every
            // workload (its fine-tuned model is deployed after the job, still from outside).
            let hub = create::on_hub(*t, &input);
            input.workspace_lockdown = t.is_foundry() && input.new_account && !hub;
            let closes = crate::advisor::requirements::network::lockdown(*t, input.private, hub);
            if hub && closes.is_some() {
                hub_lockdown = Some((*t, input, names.clone()));
            } else if !t.is_foundry() && closes.is_some() {
                lockdown = Some((*t, input, names.clone()));
            }
            if k > 0 {
                out.push_str("\n# Then serve it\n");
            }
            out.push_str(&create::plan(*t, &input, &names).text(tool));
        }
    }
    for (what, closing) in [("hub", hub_lockdown), ("workspace", lockdown)] {
        let Some((t, input, names)) = closing else {
            continue;
        };
        let last = create::workspace_lockdown(t, &input, &names, tool);
        if !last.is_empty() {
            let rule = "=".repeat(72);
            out.push_str(&format!(
                "\n# {rule}\n# The {what}, last: its private endpoint, then public access off\n# {rule}\n{last}"
            ));
        }
    }
    out
}
