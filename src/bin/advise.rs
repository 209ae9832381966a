//! The advisor on the command line, with the same codec and core as the page.
//!
//! ```text
//! advise 'stage=train&data=large&mode=script'   ranked advice with reasons, tips and costs
//! advise --json 'stage=deploy&serve=batch'      the same as JSON (the page's "Download JSON")
//! advise --markdown 'stage=train' [--base URL]  the same as Markdown (the page's "Copy as Markdown")
//! advise --csv 'stage=train'                    the cost comparison as CSV (the page's "Download CSV")
//! advise --all                                  evaluate the whole answer space, with timing
//! advise --space 500                             500 links spread over the answer space, and plans of them
//! advise --snippets cli 'stage=train'           how to create the top pick (cli|yaml|python)
//! advise --snippets yaml --target batch-endpoint 'stage=deploy&serve=batch'   ... or another option
//! advise --today 2027-03-01 'stage=deploy&model=catalog&llm=gpt-5-mini'  model lifecycle on a date
//! advise 'v=1&1.stage=explore&1.people=4&2.stage=train'   a plan: each workload's pick and monthly, the total
//! advise --plan 'stage=train' [--json|--markdown|--csv|--snippets cli]   any link as a plan, and its documents
//! ```
//!
//! Model lifecycles ("deprecated", "retired") are judged on the system date (UTC) unless
//! `--today YYYY-MM-DD` says otherwise.

/// `println!` and `print!` that end the program quietly when its reader has gone
/// (`advise … | head`) instead of panicking on the closed pipe.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! println {
    ($($t:tt)*) => {{
        use std::io::Write;
        if writeln!(std::io::stdout(), $($t)*).is_err() {
            std::process::exit(0)
        }
    }};
}
#[cfg(not(target_arch = "wasm32"))]
macro_rules! print {
    ($($t:tt)*) => {{
        use std::io::Write;
        if write!(std::io::stdout(), $($t)*).is_err() {
            std::process::exit(0)
        }
    }};
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use aml_compute_advisor::advisor::link::answer::Answer;
    use aml_compute_advisor::advisor::{
        self, bill::cost, bill::usage::UsageInput, bill::Estimate, documents::create,
        documents::export, link::share, Situation, Target,
    };
    use std::time::Instant;

    let args: Vec<String> = std::env::args().skip(1).collect();
    let json = args.iter().any(|a| a == "--json");
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("usage: advise [--today YYYY-MM-DD] [--json|--markdown [--base URL]|--csv] QUERY | advise --snippets cli|yaml|python [--target SLUG] QUERY | advise [--plan] PLAN-QUERY [--json|--markdown|--csv|--snippets TOOL] | advise --all | advise --space N");
        return;
    }
    // The value after a flag, as in `--snippets yaml`.
    let value_of = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .map(|i| args.get(i + 1).cloned().unwrap_or_default())
    };
    let snippets = value_of("--snippets");
    let target = value_of("--target");
    let base = value_of("--base");
    let today = value_of("--today");
    let day = match today.as_deref() {
        Some(t) => {
            let digits: String = t.chars().filter(char::is_ascii_digit).collect();
            match digits.parse::<u32>() {
                Ok(d) if digits.len() == 8 => d,
                _ => {
                    eprintln!("advise: --today takes a date as YYYY-MM-DD, not “{t}”");
                    std::process::exit(2);
                }
            }
        }
        None => {
            let secs = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            advisor::models::day_from_unix_days((secs / 86_400) as i64)
        }
    };
    advisor::models::set_today(day);
    // Links spread evenly over the answer space (each requirement answered otherwise in turn,
    // catalog models at two traffics, the busier on weekdays every other time, every other link
    // in another region, every third for a team of four), then every catalog model served to a
    // team on weekdays and fine-tuned then served, one a line: what scripts/answers-diff.sh
    // compares between two versions.
    if let Some(n) = value_of("--space") {
        let Ok(n) = n.parse::<usize>() else {
            eprintln!("advise: --space takes a number of links, not “{n}”");
            std::process::exit(2);
        };
        let busy = advisor::facts::traffic::Traffic::daily(5_000_000, 3_000, 300, 24);
        let weekdays = advisor::facts::traffic::Traffic {
            week_days: 5,
            ..busy
        };
        let mut space = Vec::new();
        for s in Situation::all_required(&[0, 20, 168]) {
            if s.model == advisor::answers::ModelUse::Own {
                space.push(s);
            } else {
                let traffic = if space.len() % 4 == 1 { weekdays } else { busy };
                space.push(s);
                space.push(Situation { traffic, ..s });
            }
        }
        let regions = advisor::facts::prices::regions().len();
        let step = (space.len() / n.max(1)).max(1);
        let links: Vec<share::Shared> = space
            .iter()
            .step_by(step)
            .take(n)
            .enumerate()
            .map(|(i, s)| share::Shared {
                answers: s.to_answers(),
                usage: UsageInput {
                    region: (i % 2 == 1).then_some(i % regions),
                    people: (i % 3 == 2).then_some(4),
                    ..Default::default()
                },
                ..Default::default()
            })
            .collect();
        for shared in &links {
            println!("{}", share::encode(shared));
        }
        for l in advisor::models::Llm::ALL {
            for goal in ["stage=deploy&model=catalog", "stage=deploy&model=finetune"] {
                println!(
                    "v=1&{goal}&llm={}&requests=20000&intokens=2000&outtokens=400&dayhours=8&days=5&people=4",
                    l.slug()
                );
            }
        }
        // Plans too, one for every tenth link: it and the links spread a third and two
        // thirds of the way on, as two or three workloads (alternately).
        for i in (0..links.len()).step_by(10) {
            let take = 2 + (i / 10) % 2;
            let workloads = (0..take)
                .map(|k| advisor::documents::plan::Workload {
                    name: String::new(),
                    shared: links[(i + k * links.len() / 3) % links.len()].clone(),
                })
                .collect();
            let p = advisor::documents::plan::Plan {
                workloads,
                ..Default::default()
            };
            println!("{}", advisor::documents::plan::encode(&p));
        }
        return;
    }
    if args.iter().any(|a| a == "--all") {
        let hours = [0, 1, 5, 10, 20, 40, 80, 168];
        let all = Situation::all(&hours);
        let start = Instant::now();
        let mut tops = std::collections::BTreeMap::new();
        for s in &all {
            let advice = advisor::advise(&s.to_answers());
            let top = advice.top().map_or("(none)", |o| o.target.slug());
            *tops.entry(top).or_insert(0usize) += 1;
            let u = UsageInput::default().resolve(s);
            let targets: Vec<_> = advice.ranked.iter().map(|o| o.target).collect();
            std::hint::black_box(cost::report(&targets, &u, s, advisor::serving_pick(s)));
        }
        let elapsed = start.elapsed();
        println!(
            "evaluated {} distinct answer combinations (hours in {hours:?})",
            all.len()
        );
        println!(
            "total {:.1} ms, {:.1} µs per evaluation (advice, what-would-change, costs and break-even)",
            elapsed.as_secs_f64() * 1e3,
            elapsed.as_secs_f64() * 1e6 / all.len() as f64
        );
        println!("top picks:");
        for (t, n) in tops {
            println!("  {t:<28} {n}");
        }
        return;
    }
    let flag_values = [
        snippets.as_deref(),
        target.as_deref(),
        base.as_deref(),
        today.as_deref(),
    ];
    let query = args
        .iter()
        .find(|a| !a.starts_with("--") && !flag_values.contains(&Some(a.as_str())))
        .cloned()
        .unwrap_or_default();
    // A plan (numbered workloads), or any link read as one with `--plan`.
    if args.iter().any(|a| a == "--plan") || advisor::documents::plan::is_plan(&query) {
        let query = query.split_once('?').map_or(query.as_str(), |(_, q)| q);
        let out = plan_documents(query, &args, snippets.as_deref(), target.is_some(), base);
        print!("{out}");
        return;
    }
    let (mut shared, mut notices) = share::decode(&query);
    // A catalog link older than the questions of where it runs: in Azure, as the page opens it.
    // A link older than the requirement questions reads as the page opens it.
    share::assume_older(&mut shared.answers);
    notices.extend(share::combination_notices(&shared));
    // What the link asked that cannot be answered as asked: said before anything else.
    let asked = advisor::link::asked::read(&query);
    let answer = Answer::of(&shared);
    let (advice, usage) = (&answer.advice, &answer.usage);
    if let Some(tool) = snippets {
        let Some(tool) = share::Tool::from_slug(&tool) else {
            eprintln!("advise: --snippets takes cli, yaml or python, not “{tool}”");
            std::process::exit(2);
        };
        let pick = match target.as_deref() {
            Some(slug) => match Target::from_slug(slug) {
                Some(t) => t,
                None => {
                    let all: Vec<_> = Target::ALL.iter().map(|t| t.slug()).collect();
                    eprintln!("advise: unknown target “{slug}”; one of {}", all.join(", "));
                    std::process::exit(2);
                }
            },
            None => match advice.top() {
                Some(o) => o.target,
                None => std::process::exit(1),
            },
        };
        // Commands only for an option of this answer: a target it rules out or never calls
        // for has nothing priced to create.
        let ranked: Vec<Target> = advice.ranked.iter().map(|o| o.target).collect();
        // A fine-tuning answer also creates the deployment that then serves the model.
        let then = answer.costs.then_serve.as_ref().map(|c| c.target);
        if !ranked.contains(&pick) && then != Some(pick) {
            let ranked: Vec<_> = ranked.iter().chain(&then).map(|t| t.slug()).collect();
            let why = advice
                .excluded
                .iter()
                .find(|e| e.target == pick)
                .map_or("this answer does not call for it".to_string(), |e| {
                    e.why.text.to_string()
                });
            eprintln!(
                "advise: {} is not an option for this answer: {why} Options: {}.",
                pick.slug(),
                ranked.join(", ")
            );
            std::process::exit(2);
        }
        if let Some(a) = &asked {
            eprintln!("not as asked: {} {}", a.headline, a.below);
        }
        for n in &notices {
            eprintln!("note: {}", n.message);
        }
        print!(
            "{}",
            create::plan_in(pick, usage, &advice.situation).text(tool)
        );
        return;
    }
    // The exports are the page's own documents, built by the same pure module.
    let report = export::Report::of(&shared, answer, &notices).with_asked(asked.clone());
    let advice = &report.advice;
    if json {
        println!("{}", export::json(&report));
        return;
    }
    if args.iter().any(|a| a == "--markdown") {
        let link = format!("{}?{}", base.unwrap_or_default(), share::encode(&shared));
        print!("{}", export::markdown(&report, &link, &Default::default()));
        return;
    }
    if args.iter().any(|a| a == "--csv") {
        print!("{}", export::csv(&report));
        return;
    }
    let costs = &report.costs;
    if let Some(a) = &asked {
        println!("NOT ANSWERED AS ASKED: {}\n  {}", a.headline, a.detail);
        for n in &a.nearest {
            println!(
                "  - {} ({})\n    try it: advise '{}'",
                n.llm.label(),
                n.facts,
                n.link
            );
        }
        println!("  {}\n", a.below);
    }
    for n in &notices {
        println!("note: {}", n.message);
        for t in &n.tries {
            println!("  - {}: try it: advise '{}'", t.llm.label(), t.link);
        }
    }
    println!("Answers: {}", share::encode(&shared));
    // The catalog model before any option: who sells it, and where it stands on the day.
    if let Some(m) = &advice.model {
        println!(
            "\nModel: {} ({}, {}). {}",
            m.name, m.seller, m.weights, m.lifecycle
        );
    }
    for o in &advice.ranked {
        let c = costs.options.iter().find(|c| c.target == o.target);
        let money = match c.map(|c| &c.monthly) {
            Some(Estimate::Priced { total, .. }) => format!("{total}/month"),
            _ => "not estimated".into(),
        };
        let mut money = money;
        match c.and_then(|c| c.spot) {
            Some(Some(m)) => money.push_str(&format!(" · with Spot nodes {m}/month")),
            Some(None) => money.push_str(" · with Spot nodes: not estimated"),
            None => {}
        }
        if let Some(m) = c.and_then(|c| c.savings_plan) {
            money.push_str(&format!(" · 1-year savings plan {m}/month"));
        }
        println!("\n{}. {} [{}]  {money}", o.rank, o.name, o.target.slug());
        // Why a figure is missing, and what would give one, where the reader sees "not estimated".
        if let Some(Estimate::NotEstimated { why }) = c.map(|c| &c.monthly) {
            println!("   ! Not estimated: {why}");
        }
        // Open weights on managed compute: the Foundry route beside the classic one.
        if let Some(r) = costs
            .foundry_managed
            .as_ref()
            .filter(|_| o.target == aml_compute_advisor::advisor::Target::ManagedOnlineEndpoint)
        {
            let m = r
                .monthly
                .map_or("not estimated".into(), |m| format!("{m}/month"));
            println!("   = classic managed compute (VM prices); {}: {m}", r.name);
        }
        for r in &o.reasons {
            println!("   + {}  ({})", r.text, cite(r.source));
        }
        for r in &o.caveats {
            println!("   - {}  ({})", r.text, cite(r.source));
        }
        // A catalog model's option says its traffic, rate limit and arithmetic.
        if advice.model.is_some() {
            for a in c.map(|c| &c.assumptions[..]).unwrap_or_default() {
                println!("   · {a}");
            }
        }
    }
    // Nothing left to rank (a link's own size no machine holds): why each option is not.
    if advice.ranked.is_empty() {
        println!("\nNo compute target fits these answers. Not suitable here:");
        for e in &advice.excluded {
            println!("   x {}: {}  ({})", e.name, e.why.text, cite(e.why.source));
        }
    }
    if let Some(c) = &costs.then_serve {
        let money = match c.monthly.total() {
            Some(t) => format!("{t}/month"),
            None => "not estimated".into(),
        };
        println!("\nThen serve it: {} {money}", c.target.name());
    }
    if !advice.tips.is_empty() {
        println!("\nTips:");
        for t in &advice.tips {
            println!("   * {}", t.text);
        }
    }
    if !advice.changes.is_empty() {
        println!("\nWhat would change the pick:");
        for c in &advice.changes {
            println!("   {} = {} → {}", c.question, c.value_label, c.top_name);
        }
    }
    for b in &costs.break_evens {
        println!(
            "\nBreak-even at {:.1} h/week: {} cheaper below, {} above",
            b.hours,
            b.cheaper_below.name(),
            b.cheaper_above.name()
        );
    }
    match costs.prices_words() {
        Some(p) => println!(
            "\nPrices for {}: {p}.",
            advisor::facts::prices::region_label(costs.region_name)
        ),
        None => println!(),
    }
    println!("{}", advisor::facts::prices::PROVENANCE);
}

/// What `advise` prints for a plan: with `--snippets TOOL` the script that creates every
/// workload, with `--json`, `--markdown` or `--csv` the plan's documents (the page's own), else
/// each workload's pick and monthly cost, the total a month and a year, and the prices' dates.
#[cfg(not(target_arch = "wasm32"))]
fn plan_documents(
    query: &str,
    args: &[String],
    snippets: Option<&str>,
    target: bool,
    base: Option<String>,
) -> String {
    use aml_compute_advisor::advisor::{documents::export, documents::plan, facts::prices};
    let (p, notices) = plan::decode(query);
    let bill = plan::bill(&p).with_notices(&notices);
    let has = |flag: &str| args.iter().any(|a| a == flag);
    if let Some(tool) = snippets {
        let Some(tool) = share::Tool::from_slug(tool) else {
            eprintln!("advise: --snippets takes cli, yaml or python, not “{tool}”");
            std::process::exit(2);
        };
        if target {
            eprintln!("advise: --target picks an option of a single result; a plan creates each workload's pick (advise '<its link>' --target SLUG for another)");
            std::process::exit(2);
        }
        for (i, n) in &notices {
            eprintln!("note ({i}): {}", n.message);
        }
        return plan::plan_script(&bill, tool);
    }
    if has("--json") {
        return export::plan_json(&bill) + "\n";
    }
    if has("--markdown") {
        let link = format!("{}?{}", base.unwrap_or_default(), bill.query);
        return export::plan_markdown(&bill, &link);
    }
    if has("--csv") {
        return export::plan_csv(&bill);
    }
    let mut out = String::new();
    for n in &bill.notices {
        out.push_str(&format!("note: {n}\n"));
    }
    out.push_str(&format!("Plan: {}\n", bill.query));
    for (i, w) in bill.workloads.iter().enumerate() {
        let money = match (w.monthly_usd, w.per_person_usd) {
            (Some(m), Some(e)) if w.people > 1 => format!(
                "{}/month ({}/month a person)",
                Money::from_usd(m),
                Money::from_usd(e)
            ),
            (Some(m), _) => format!("{}/month", Money::from_usd(m)),
            (None, _) => "not estimated".into(),
        };
        let runs = w.report.advice.top().map_or("nothing advised".into(), |o| {
            format!("{} [{}]", o.name, o.target.slug())
        });
        let then = w
            .report
            .costs
            .then_serve
            .as_ref()
            .map(|c| format!(", then {} [{}]", c.target.name(), c.target.slug()))
            .unwrap_or_default();
        let people = match (w.people, w.shared) {
            (1, _) => String::new(),
            (n, false) => format!(" · {n} people, one each"),
            (n, true) => format!(" · {n} people, sharing it"),
        };
        out.push_str(&format!(
            "\n{}. {}{people}\n   {runs}{then}  {money}\n",
            i + 1,
            w.name
        ));
        for n in &w.report.notices {
            out.push_str(&format!("   note: {n}\n"));
        }
        out.push_str(&format!(
            "   alone: advise '{}'\n",
            share::encode(&w.report.shared)
        ));
    }
    out.push_str(&format!("\nTotal: {}\n", bill.total_words()));
    if !bill.not_estimated.is_empty() {
        let list: Vec<String> = bill
            .not_estimated
            .iter()
            .map(|i| format!("{}. {}", i + 1, bill.workloads[*i].name))
            .collect();
        out.push_str(&format!(
            "Not estimated, left out of the total: {}\n",
            list.join("; ")
        ));
    }
    if let Some(left_out) = bill.left_out() {
        out.push_str(&format!("{left_out}\n"));
    }
    if let Some(i) = bill.biggest {
        let w = &bill.workloads[i];
        out.push_str(&format!(
            "What would change the total most: {}. {} ({}% of {})\n",
            i + 1,
            w.name,
            bill.share_of(i),
            bill.total_name()
        ));
    }
    out.push_str("\nPrices:\n");
    for (i, w) in bill.workloads.iter().enumerate() {
        let c = &w.report.costs;
        out.push_str(&format!(
            "  {}. {}: {} ({})\n",
            i + 1,
            w.name,
            c.prices_words().unwrap_or_else(|| "none used".into()),
            prices::region_label(c.region_name)
        ));
    }
    out.push_str(prices::PROVENANCE);
    out.push('\n');
    out
}

/// A source as a reader finds it: the page, or the document's title where no page holds it.
#[cfg(not(target_arch = "wasm32"))]
use aml_compute_advisor::advisor::{facts::money::Money, link::share};

#[cfg(not(target_arch = "wasm32"))]
fn cite(s: aml_compute_advisor::advisor::Source) -> String {
    s.url().unwrap_or_else(|| s.label().to_string())
}

#[cfg(target_arch = "wasm32")]
fn main() {}
