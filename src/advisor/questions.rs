//! The questions the wizard asks, their answers, their defaults, and when each one is asked.
//!
//! `Answers` is what a person (or a share link) said: every field is optional. `Situation` is the
//! complete, normalised view the rules read: defaults filled in, and answers to questions that are
//! not asked in this situation reset to their defaults, so an irrelevant answer can never move the
//! advice.

use crate::advisor::answers::{
    Answers, Cmk, DataSize, Existing, Gpu, Location, Manage, Mode, ModelUse, Network, Preempt,
    Question, Residency, Serve, Situation, Spark, Stage, MAX_HOURS,
};
use crate::advisor::facts::choice::Choice;
use crate::advisor::facts::traffic::{self, Traffic, Training};
use crate::advisor::models;
use crate::advisor::models::delay;
use crate::advisor::models::ftjourney;
use crate::advisor::models::Llm;

/// The questions whose answers decide which questions come after them; no other answer does
/// (`tests/native/guardrails.rs`), so the most questions a person can still be asked is found by
/// trying these answers alone ([`Answers::asked_from`]). Where data may be processed and customer-managed keys steer too: they
/// can put fine-tuning Phi's open weights on your own GPUs first, which asks the hours they train.
pub const STEERING: [Question; 6] = [
    Question::Stage,
    Question::Model,
    Question::Llm,
    Question::Serve,
    Question::Residency,
    Question::Cmk,
];

/// Whether a steering question can steer in this situation: where data may be processed only
/// for a catalog model (the model advised, and for fine-tuning the GPU hours), the keys only on
/// the fine-tuning journey (the GPU hours); the others wherever they are asked. Counting what
/// is left skips trying the answers of one that cannot, which changes no count.
fn steers(q: Question, s: &Situation) -> bool {
    match q {
        Question::Residency => s.model != ModelUse::Own,
        Question::Cmk => s.model == ModelUse::Finetune,
        _ => true,
    }
}

impl Question {
    pub const ALL: [Question; 18] = [
        Question::Stage,
        Question::Model,
        Question::Llm,
        Question::Serve,
        Question::Training,
        Question::Traffic,
        Question::Mode,
        Question::Data,
        Question::Gpu,
        Question::Spark,
        Question::Residency,
        Question::Existing,
        Question::Location,
        Question::Network,
        Question::Cmk,
        Question::Preempt,
        Question::Manage,
        Question::Hours,
    ];

    /// The question whose share-link key is `key`.
    pub fn from_key(key: &str) -> Option<Question> {
        Question::ALL.into_iter().find(|q| q.key() == key)
    }

    /// The share-link key (public contract v1). The traffic and training steps set several keys
    /// ([`Question::keys`]); this is the first.
    pub fn key(self) -> &'static str {
        self.keys()[0]
    }

    /// The keys a step of the wizard sets: the question's own, and on the busy hours' step
    /// of work billed per person, how many people work this way (a number of the usage), and
    /// where GPUs serve a model of your own, its size ([`own_size_asked`]).
    pub fn step_keys(self) -> &'static [&'static str] {
        match self {
            Question::Hours => &["hours", "people", "params"],
            q => q.keys(),
        }
    }

    /// Every share-link key a question's answer sets.
    pub fn keys(self) -> &'static [&'static str] {
        match self {
            Question::Stage => &["stage"],
            Question::Model => &["model"],
            Question::Llm => &["llm", "params"],
            Question::Training => &["traintokens", "epochs"],
            Question::Traffic => &[
                "requests",
                "intokens",
                "outtokens",
                "dayhours",
                "days",
                "users",
                "userreq",
            ],
            Question::Serve => &["serve"],
            Question::Mode => &["mode"],
            Question::Data => &["data"],
            Question::Gpu => &["gpu"],
            Question::Spark => &["spark"],
            Question::Existing => &["existing"],
            Question::Location => &["where"],
            Question::Residency => &["residency"],
            Question::Network => &["network"],
            Question::Cmk => &["cmk"],
            Question::Preempt => &["preempt"],
            Question::Manage => &["manage"],
            Question::Hours => &["hours"],
        }
    }

    /// Whether the step is numbers to type rather than one answer to choose.
    pub fn is_number(self) -> bool {
        matches!(
            self,
            Question::Hours | Question::Traffic | Question::Training
        )
    }

    pub fn title(self) -> &'static str {
        match self {
            Question::Stage => "Where is the work in the model lifecycle?",
            Question::Model => {
                "Is it your own model, or an LLM from the Azure catalog (GPT, Llama, Phi …)?"
            }
            Question::Llm => "Which catalog model?",
            Question::Training => "How much will one fine-tuning job train on?",
            Question::Traffic => "How much traffic will the model serve?",
            Question::Serve => "How will predictions be served?",
            Question::Mode => "How do you run your code?",
            Question::Data => "How much data does one run read?",
            Question::Gpu => "Does the work need GPUs?",
            Question::Spark => "Is it Apache Spark code?",
            Question::Existing => "Do you already run compute you could reuse?",
            Question::Location => "Where must the work run?",
            Question::Residency => "Where may your data be processed?",
            Question::Network => "Must the work stay off the public internet?",
            Question::Cmk => "Do you need customer-managed keys?",
            Question::Preempt => "May a run be interrupted and resumed?",
            Question::Manage => {
                "Would you rather keep compute of your own, or have nothing to manage?"
            }
            Question::Hours => "How many hours a week will it be busy?",
        }
    }

    /// The short label in a situation: for real-time serving, hours are hours at peak traffic.
    pub fn short_for(self, s: &Situation) -> &'static str {
        match self {
            Question::Hours if s.stage == Stage::Deploy && s.serve == Serve::Realtime => {
                "Peak hours a week"
            }
            _ => self.short(),
        }
    }

    /// The title as asked in a situation.
    pub fn title_for(self, s: &Situation) -> &'static str {
        match self {
            Question::Hours if s.stage == Stage::Deploy && s.serve == Serve::Realtime => {
                "How many hours a week is traffic at its peak?"
            }
            Question::Serve if catalog_as_is(s) => "Does someone wait for each answer?",
            Question::Traffic if s.model == ModelUse::Finetune => {
                "Once fine-tuned, how much traffic will the model serve?"
            }
            _ => self.title(),
        }
    }

    /// What the hours step says under its field, for the work asked about: notebook sessions are
    /// no example for an endpoint's peak.
    pub fn hint_for(self, s: &Situation) -> &'static str {
        match (self, s.stage, s.serve) {
            (Question::Hours, Stage::Deploy, Serve::Realtime) => "Hours a week traffic is at its peak, when the endpoint runs its most instances; the rest of the week it runs its fewest. It drives the cost: 40 is a working week, 168 around the clock.",
            (Question::Hours, Stage::Deploy, _) => "Time the scoring runs take a week; it drives the cost. 40 is a working week, 168 around the clock.",
            (Question::Hours, Stage::Explore, _) => "Time the compute is in use (notebook sessions, experiment runs); it drives the cost. 40 is a working week, 168 around the clock.",
            (Question::Hours, ..) => "Time the jobs run a week; it drives the cost. 40 is a working week, 168 around the clock.",
            _ => "",
        }
    }

    /// A short label for summaries ("Stage: Experimenting").
    pub fn short(self) -> &'static str {
        match self {
            Question::Stage => "Stage",
            Question::Model => "Model",
            Question::Llm => "Catalog model",
            Question::Training => "Fine-tuning data",
            Question::Traffic => "Traffic",
            Question::Serve => "Serving",
            Question::Mode => "Code",
            Question::Data => "Data",
            Question::Gpu => "GPU",
            Question::Spark => "Spark",
            Question::Existing => "Existing compute",
            Question::Location => "Location",
            Question::Residency => "Data residency",
            Question::Network => "Network",
            Question::Cmk => "Encryption keys",
            Question::Preempt => "Interruptions",
            Question::Manage => "Managing compute",
            Question::Hours => "Busy hours a week",
        }
    }

    /// The answers of a discrete question; empty for the steps of numbers.
    pub fn choices(self) -> &'static [Choice] {
        match self {
            Question::Stage => Stage::CHOICES,
            Question::Model => ModelUse::CHOICES,
            Question::Llm => Llm::CHOICES,
            Question::Serve => Serve::CHOICES,
            Question::Mode => Mode::CHOICES,
            Question::Data => DataSize::CHOICES,
            Question::Gpu => Gpu::CHOICES,
            Question::Spark => Spark::CHOICES,
            Question::Existing => Existing::CHOICES,
            Question::Location => Location::CHOICES,
            Question::Residency => Residency::CHOICES,
            Question::Network => Network::CHOICES,
            Question::Cmk => Cmk::CHOICES,
            Question::Preempt => Preempt::CHOICES,
            Question::Manage => Manage::CHOICES,
            Question::Hours | Question::Traffic | Question::Training => &[],
        }
    }

    /// The answers offered in a situation: in training, a catalog model fine-tuned (used as is,
    /// it is served); for the model, none retired on the day the advice is for (a deprecated one
    /// is offered, its hint saying it is closed to new customers), and for fine-tuning only those
    /// that can be fine-tuned (a link may still name another: it gets a notice).
    pub fn offered(self, s: &Situation) -> Vec<&'static Choice> {
        let all = self.choices().iter();
        if self == Question::Model && s.stage == Stage::Train {
            // A catalog model used as is needs no training: serving it is a stage of its own.
            return all.filter(|c| c.slug != ModelUse::Catalog.slug()).collect();
        }
        if self == Question::Serve && catalog_as_is(s) {
            return CATALOG_SERVE.iter().collect();
        }
        if self == Question::Existing && crate::advisor::requirements::onprem::catalog(s) {
            return crate::advisor::requirements::onprem::existing_offered();
        }
        if self != Question::Llm {
            return all.collect();
        }
        let today = models::today();
        all.zip(Llm::ALL)
            .filter(|(_, l)| {
                !matches!(models::lifecycle(**l, today), models::Stage::Retired(_))
                    && (s.model != ModelUse::Finetune || ftjourney::can_fine_tune(**l))
            })
            .map(|(c, _)| c)
            .collect()
    }

    /// Whether this question is asked in a situation: only when its answer can change the advice
    /// (tested over the whole answer space in `tests/native/guardrails.rs`). It reads only the answers
    /// to questions before it. A catalog model is asked about its own facts (which one, its
    /// traffic, and for fine-tuning its data); the other questions are about your own model.
    pub fn is_asked(self, s: &Situation) -> bool {
        let deploy = s.stage == Stage::Deploy;
        let models = matches!(s.stage, Stage::Train | Stage::Deploy);
        let catalog = s.model != ModelUse::Own && models;
        match self {
            Question::Stage => true,
            Question::Model => models,
            Question::Llm | Question::Traffic => catalog,
            // Serving a fine-tuned model prices its deployment, not the job that made it.
            Question::Training => {
                catalog && s.model == ModelUse::Finetune && s.stage == Stage::Train
            }
            // A catalog model used as it is: only where the model has a route for work nobody
            // waits on (Batch or Flex processing), the one case where the answer changes.
            Question::Serve if catalog => s.model == ModelUse::Catalog && delay::has_route(s.llm),
            // The hours a week your GPUs train, where fine-tuning the open weights on them comes
            // first (no serverless fine-tuning, or fine-tuned weights on managed compute only):
            // priced as your own training is.
            Question::Hours if catalog => {
                s.model == ModelUse::Finetune
                    && s.stage == Stage::Train
                    && crate::advisor::requirements::network::own_gpus_first(s)
            }
            // Where data may be processed decides the deployment type, the training type and
            // the region (`residency.rs`).
            Question::Residency => true,
            // The organisation's requirements: asked on every path, since every target says
            // what it takes (`network.rs`).
            Question::Network | Question::Cmk => true,
            // Compute of yours (`onprem.rs`): a Kubernetes cluster runs open weights as your own
            // model; and where the work must stay, for every catalog model.
            Question::Existing if catalog => crate::advisor::requirements::onprem::asks_existing(s),
            Question::Location if catalog => true,
            // Nothing else: a person fine-tuning a catalog model on Azure's capacity is not asked
            // how long a job would run on GPUs they may not have (the comparison says what it
            // would take).
            _ if catalog => false,
            Question::Hours | Question::Existing | Question::Location => true,
            Question::Serve => deploy,
            Question::Mode | Question::Spark => matches!(s.stage, Stage::Explore | Stage::Train),
            Question::Data => !deploy,
            // GPUs size the serving instances too.
            Question::Gpu => true,
            Question::Preempt => {
                s.stage != Stage::Explore && !(deploy && s.serve == Serve::Realtime)
            }
            // Job compute is chosen for production work; notebooks pick their own host.
            Question::Manage => match s.stage {
                Stage::Explore => false,
                Stage::Train | Stage::Sweep => true,
                Stage::Deploy => s.serve == Serve::Batch,
            },
        }
    }

    /// The slug of this question's answer in `situation` (numbers as numbers; for the traffic
    /// and training steps, their first number).
    pub fn value_in(self, s: &Situation) -> String {
        match self {
            Question::Stage => s.stage.slug().into(),
            Question::Model => s.model.slug().into(),
            Question::Llm => s.llm.slug().into(),
            Question::Training => models::millions(s.training.tokens_k),
            Question::Traffic => s.traffic.requests.to_string(),
            Question::Serve => s.serve.slug().into(),
            Question::Mode => s.mode.slug().into(),
            Question::Data => s.data.slug().into(),
            Question::Gpu => s.gpu.slug().into(),
            Question::Spark => s.spark.slug().into(),
            Question::Existing => s.existing.slug().into(),
            Question::Location => s.location.slug().into(),
            Question::Residency => s.residency.slug().into(),
            Question::Network => s.network.slug().into(),
            Question::Cmk => s.cmk.slug().into(),
            Question::Preempt => s.preempt.slug().into(),
            Question::Manage => s.manage.slug().into(),
            Question::Hours => s.hours.to_string(),
        }
    }

    /// The answer in words as the situation holds it: a choice's label, the hours, the traffic
    /// or the training data.
    pub fn answer_text(self, s: &Situation) -> String {
        let group = |n: u32| traffic::group(u64::from(n));
        match self {
            Question::Traffic => match s.traffic.monthly {
                Some((i, o)) => format!(
                    "{} M tokens in and {} M out a month",
                    crate::advisor::facts::num::grouped(f64::from(i) / 1000.0, 3),
                    crate::advisor::facts::num::grouped(f64::from(o) / 1000.0, 3)
                ),
                None => format!(
                    "{}{} requests a day × {} tokens in and {} out, over {} hours a day{}",
                    s.traffic
                        .people
                        .map(|p| format!(
                            "{} people × {} requests each = ",
                            group(p.users),
                            group(p.requests_each)
                        ))
                        .unwrap_or_default(),
                    group(s.traffic.requests),
                    group(s.traffic.tokens_in),
                    group(s.traffic.tokens_out),
                    s.traffic.day_hours,
                    s.traffic.days_words()
                ),
            },
            Question::Llm if s.llm.is_hf() => format!(
                "{}, {} B parameters",
                s.llm.label(),
                crate::advisor::facts::num::grouped(f64::from(s.params) / 10.0, 1)
            ),
            Question::Training => format!(
                "{} M training tokens × {} epochs",
                models::millions(s.training.tokens_k),
                s.training.epochs
            ),
            // In a summary, the catalog answer in one word; real time reads as for your own model.
            Question::Serve if catalog_as_is(s) && s.serve == Serve::Batch => {
                "Delay-tolerant".into()
            }
            _ => self.value_label(&self.value_in(s)),
        }
    }

    /// The label of a value of this question ("Notebook"), or the value itself for hours.
    pub fn value_label(self, slug: &str) -> String {
        self.choices()
            .iter()
            .find(|c| c.slug == slug)
            .map(|c| c.label.to_string())
            .unwrap_or_else(|| format!("{slug} h"))
    }
}

/// A catalog model used as it is, on the serving stage.
fn catalog_as_is(s: &Situation) -> bool {
    s.stage == Stage::Deploy && s.model == ModelUse::Catalog
}

/// The serving question's answers for a catalog model used as it is, in `Serve` order: whether
/// someone waits for each answer, in a newcomer's words (same slugs as [`Serve`]).
pub const CATALOG_SERVE: [Choice; 2] = [
    Choice {
        slug: "realtime",
        label: "Yes: real time",
        hint: "A person or an app waits for each answer: a chatbot, an assistant, a feature of your app.",
    },
    Choice {
        slug: "batch",
        label: "No: delay-tolerant",
        hint: "Nobody waits: enrichment, evaluations, document analysis, done within hours. Cheaper routes apply where the model has them.",
    },
];

/// Default busy hours per week when none were given: a working pattern typical of the stage.
/// Real-time serving assumes steady traffic (peak all week) until told otherwise.
pub fn default_hours(stage: Stage, serve: Serve) -> u8 {
    match stage {
        Stage::Explore => 20,
        Stage::Train | Stage::Sweep => 10,
        Stage::Deploy if serve == Serve::Realtime => MAX_HOURS,
        Stage::Deploy => 5,
    }
}

/// How the code runs when nobody said: production training is scripts submitted as jobs (seed 004:
/// "When training models with scripts, you want an on-demand compute target"), experiments are
/// notebooks.
pub fn default_mode(stage: Stage) -> Mode {
    if stage == Stage::Train {
        Mode::Script
    } else {
        Mode::Notebook
    }
}

/// The situation every default gives, which [`Answers::situation`] fills in question by question.
const BLANK: Situation = Situation {
    stage: Stage::Explore,
    data: DataSize::Small,
    mode: Mode::Notebook,
    serve: Serve::Realtime,
    gpu: Gpu::None,
    spark: Spark::No,
    existing: Existing::None,
    location: Location::Cloud,
    preempt: Preempt::No,
    manage: Manage::Own,
    hours: 0,
    model: ModelUse::Own,
    llm: Llm::Phi4,
    traffic: traffic::DEFAULT_TRAFFIC,
    training: traffic::DEFAULT_TRAINING,
    residency: Residency::Any,
    network: Network::Public,
    cmk: Cmk::No,
    region: "",
    params: models::HF_DEFAULT_TENTHS,
};

impl Answers {
    /// Fills defaults and resets answers to questions that are not asked in this situation, in
    /// wizard order: each question is asked or not by the answers before it.
    pub fn situation(&self) -> Situation {
        let mut s = Situation {
            stage: self.stage.unwrap_or(Stage::Explore),
            ..BLANK
        };
        s.mode = default_mode(s.stage);
        for q in Question::ALL {
            if !q.is_asked(&s) {
                continue;
            }
            match q {
                Question::Stage => {}
                Question::Model => {
                    s.model = self.model.unwrap_or(s.model);
                    // A catalog model used as is needs no training: the advice is how to serve
                    // it (the link's notice says so).
                    if s.model == ModelUse::Catalog {
                        s.stage = Stage::Deploy;
                    }
                    // A fine-tuned model keeps the stage chosen: in training the job leads and
                    // its result says how the model is then served; in serving, the deployment
                    // of the model once fine-tuned leads, with its tokens and hosting.
                    s.mode = default_mode(s.stage);
                }
                Question::Llm => {
                    // A retired model is never advised: its replacement is (with a notice), one
                    // that can be fine-tuned where it is fine-tuned.
                    s.llm = models::current_for(
                        self.llm.unwrap_or(s.llm),
                        models::today(),
                        replacement_fits(s.model),
                    );
                    // An open model from Hugging Face is sized by the parameters given.
                    if s.llm.is_hf() {
                        s.params = self.params.unwrap_or(models::HF_DEFAULT_TENTHS);
                    }
                    // A model that cannot be fine-tuned is used as it is (with a notice); open
                    // weights fine-tune on your own GPUs.
                    if s.model == ModelUse::Finetune && !ftjourney::can_fine_tune(s.llm) {
                        s.model = ModelUse::Catalog;
                        s.stage = Stage::Deploy;
                    }
                }
                Question::Training => {
                    let d = traffic::DEFAULT_TRAINING;
                    s.training = Training {
                        tokens_k: self.train_tokens.unwrap_or(d.tokens_k),
                        epochs: self.epochs.unwrap_or(d.epochs),
                    };
                }
                Question::Traffic => s.traffic = self.traffic(),
                Question::Serve => s.serve = self.serve.unwrap_or(s.serve),
                Question::Mode => s.mode = self.mode.unwrap_or(s.mode),
                Question::Data => s.data = self.data.unwrap_or(s.data),
                Question::Gpu => s.gpu = self.gpu.unwrap_or(s.gpu),
                Question::Spark => s.spark = self.spark.unwrap_or(s.spark),
                Question::Existing => s.existing = self.existing.unwrap_or(s.existing),
                Question::Location => {
                    s.location = self.location.unwrap_or(s.location);
                    // Weights only Azure runs: the advice is for Azure, the answer kept and the
                    // reason said first (`asked::on_premises`).
                    if crate::advisor::requirements::onprem::stays_in_azure(&s) {
                        s.location = Location::Cloud;
                    }
                }
                Question::Residency => {
                    s.residency = self.residency.unwrap_or(s.residency);
                    if s.residency == Residency::Region {
                        s.region = crate::advisor::requirements::residency::chosen(self.region);
                    }
                    crate::advisor::requirements::residency::settle(&mut s);
                }
                Question::Network => s.network = self.network.unwrap_or(s.network),
                Question::Cmk => s.cmk = self.cmk.unwrap_or(s.cmk),
                Question::Preempt => s.preempt = self.preempt.unwrap_or(s.preempt),
                Question::Manage => s.manage = self.manage.unwrap_or(s.manage),
                Question::Hours => {}
            }
        }
        s.hours = match self.hours {
            Some(h) if Question::Hours.is_asked(&s) => h.min(MAX_HOURS),
            _ => default_hours(s.stage, s.serve),
        };
        // A model of your own served on GPUs: its size where given (0: not known).
        if own_size_asked(&s) {
            s.params = self.params.unwrap_or(0);
        }
        s
    }

    /// Every number of the traffic's requests is given (requests a day, or the people); an
    /// embedding model's tokens out are not asked (its requests return vectors).
    pub fn requests_given(&self) -> bool {
        (self.requests.is_some() || self.users.is_some())
            && self.tokens_in.is_some()
            && (self.tokens_out.is_some() || self.embedding())
            && self.day_hours.is_some()
    }

    /// The catalog model chosen is an embedding model: billed on tokens in only, so the traffic
    /// step does not ask its tokens out, and a link's value for them is kept but not used.
    pub fn embedding(&self) -> bool {
        self.llm
            .is_some_and(|l| l.model().kind == models::Kind::Embedding)
    }

    /// The traffic as given: requests when all of their numbers are, else monthly volumes where
    /// a link gave them, each part defaulted.
    fn traffic(&self) -> Traffic {
        let d = traffic::DEFAULT_TRAFFIC;
        let embedding = self.embedding();
        let monthly = match (self.monthly_in, self.monthly_out) {
            // An embedding model's tokens out are kept as the link gave them, not used.
            (Some(i), Some(_)) if embedding && !self.requests_given() => Some((i, 0)),
            (Some(i), Some(o)) if !self.requests_given() => Some((i, o)),
            _ => None,
        };
        // People, where given, make the requests (the codec keeps their product in range).
        let people = self
            .users
            .filter(|_| monthly.is_none())
            .map(|users| traffic::People {
                users,
                requests_each: self.user_requests.unwrap_or(traffic::DEFAULT_USER_REQUESTS),
                assumed: self.user_requests.is_none(),
            });
        let requests = match people {
            Some(p) => p.requests().min(u64::from(traffic::MAX_REQUESTS)) as u32,
            None => self.requests.unwrap_or(d.requests),
        };
        Traffic {
            requests,
            tokens_in: self.tokens_in.unwrap_or(d.tokens_in),
            tokens_out: if embedding {
                0
            } else {
                self.tokens_out.unwrap_or(d.tokens_out)
            },
            day_hours: self.day_hours.unwrap_or(d.day_hours),
            week_days: self.week_days.unwrap_or(d.week_days),
            monthly,
            people,
        }
    }

    /// Forgets the answer to `q` (every number of a step of numbers).
    pub fn forget(&mut self, q: Question) {
        match q {
            Question::Stage => self.stage = None,
            Question::Model => self.model = None,
            Question::Llm => {
                self.llm = None;
                self.params = None;
            }
            Question::Training => {
                self.train_tokens = None;
                self.epochs = None;
            }
            Question::Traffic => {
                self.requests = None;
                self.tokens_in = None;
                self.tokens_out = None;
                self.day_hours = None;
                self.week_days = None;
                self.monthly_in = None;
                self.monthly_out = None;
            }
            Question::Serve => self.serve = None,
            Question::Mode => self.mode = None,
            Question::Data => self.data = None,
            Question::Gpu => self.gpu = None,
            Question::Spark => self.spark = None,
            Question::Existing => self.existing = None,
            Question::Location => self.location = None,
            Question::Residency => self.residency = None,
            Question::Network => self.network = None,
            Question::Cmk => self.cmk = None,
            Question::Preempt => self.preempt = None,
            Question::Manage => self.manage = None,
            Question::Hours => self.hours = None,
        }
    }

    /// The answers given before `q` in wizard order (those after it forgotten too, but for
    /// the ones `keep` names): what decides whether `q` is asked and what it offers.
    pub fn before(&self, q: Question, keep: &dyn Fn(Question) -> bool) -> Answers {
        let mut a = self.clone();
        for later in Question::ALL.into_iter().skip_while(|x| *x != q) {
            if !keep(later) {
                a.forget(later);
            }
        }
        a
    }

    /// The answers `q` offers as the wizard asks it: decided by the answers before it, so that
    /// the answer chosen cannot change the list (choosing to fine-tune, which leads every stage
    /// to the same journey, does not take away the other answers of the serving stage).
    pub fn offered(&self, q: Question) -> Vec<&'static Choice> {
        q.offered(&self.before(q, &|_| false).situation())
    }

    /// The answer to `q` as given, in the situation the answers up to it make (for the stage,
    /// the person's own, though fine-tuning leads every stage to the same journey).
    pub fn given(&self, q: Question) -> String {
        let s = self.up_to(q).situation();
        match self.location {
            // Kept as answered where the advice is for Azure instead (`asked::on_premises`).
            Some(l) if q == Question::Location && q.is_asked(&s) => l.slug().into(),
            _ => q.value_in(&s),
        }
    }

    /// The answer to `q` in words, as given (see [`Answers::given`]): what the person chose, which
    /// "Try it" lists as changed or kept.
    pub fn given_text(&self, q: Question) -> String {
        if q == Question::Location {
            return q.value_label(&self.given(q));
        }
        q.answer_text(&self.up_to(q).situation())
    }

    /// The answers up to and including `q`'s, those after it forgotten.
    fn up_to(&self, q: Question) -> Answers {
        match Question::ALL.into_iter().skip_while(|x| *x != q).nth(1) {
            Some(n) => self.before(n, &|_| false),
            None => self.clone(),
        }
    }

    /// The fewest and the most questions that can be asked from `q` on (`q` included, when
    /// asked), over every answer still open (the fewest over the answers the wizard offers): the answers before `q` and to the questions `fixed`
    /// names (a host page's locks) are kept, and each question that steers the wizard
    /// ([`STEERING`]) takes each of its answers in turn. Questions `fixed` names are not
    /// counted. Given more answers the range can only narrow: the wizard's count of what is
    /// left never rises.
    pub fn asked_from(&self, q: Question, fixed: &dyn Fn(Question) -> bool) -> (usize, usize) {
        fn walk(a: &Answers, from: usize, fixed: &dyn Fn(Question) -> bool) -> (usize, usize) {
            let s = a.situation();
            let mut n = 0;
            for (i, q) in Question::ALL.into_iter().enumerate().skip(from) {
                if !q.is_asked(&s) {
                    continue;
                }
                n += usize::from(!fixed(q));
                if STEERING.contains(&q) && !a.is_answered(q) && steers(q, &s) {
                    // The most over every answer (a link may give one the wizard does not
                    // offer), the fewest over those offered.
                    let offered = q.offered(&s);
                    let (mut few, mut most) = (usize::MAX, 0);
                    for c in q.choices() {
                        let mut b = a.clone();
                        b.set(q, c.slug);
                        let (f, m) = walk(&b, i + 1, fixed);
                        if offered.contains(&c) {
                            few = few.min(f);
                        }
                        most = most.max(m);
                    }
                    return (n + few.min(most), n + most);
                }
            }
            (n, n)
        }
        let from = Question::ALL.iter().position(|x| *x == q).unwrap_or(0);
        walk(&self.before(q, fixed), from, fixed)
    }

    /// The questions asked for these answers, in wizard order.
    pub fn asked_questions(&self) -> Vec<Question> {
        let s = self.situation();
        Question::ALL
            .into_iter()
            .filter(|q| q.is_asked(&s))
            .collect()
    }

    /// Whether the question has an explicit answer: for the traffic, every number of it (or both
    /// monthly volumes of an older link).
    pub fn is_answered(&self, q: Question) -> bool {
        match q {
            Question::Stage => self.stage.is_some(),
            Question::Model => self.model.is_some(),
            // An open model from Hugging Face is answered with its size.
            Question::Llm => self
                .llm
                .is_some_and(|l| !l.is_hf() || self.params.is_some()),
            // The epochs are assumed (the page's default, said beside the field) until given.
            Question::Training => self.train_tokens.is_some(),
            Question::Traffic => {
                self.requests_given() || (self.monthly_in.is_some() && self.monthly_out.is_some())
            }
            Question::Serve => self.serve.is_some(),
            Question::Mode => self.mode.is_some(),
            Question::Data => self.data.is_some(),
            Question::Gpu => self.gpu.is_some(),
            Question::Spark => self.spark.is_some(),
            Question::Existing => self.existing.is_some(),
            Question::Location => self.location.is_some(),
            Question::Residency => self.residency.is_some(),
            Question::Network => self.network.is_some(),
            Question::Cmk => self.cmk.is_some(),
            Question::Preempt => self.preempt.is_some(),
            Question::Manage => self.manage.is_some(),
            Question::Hours => self.hours.is_some(),
        }
    }

    /// Sets one answer from its slug (hours from a number). Returns false, changing nothing, when
    /// the value is not one of the question's answers. The traffic and training steps are set key
    /// by key through the share codec.
    pub fn set(&mut self, q: Question, slug: &str) -> bool {
        fn put<T>(field: &mut Option<T>, v: Option<T>) -> bool {
            match v {
                Some(v) => {
                    *field = Some(v);
                    true
                }
                None => false,
            }
        }
        match q {
            Question::Stage => put(&mut self.stage, Stage::from_slug(slug)),
            Question::Model => put(&mut self.model, ModelUse::from_slug(slug)),
            Question::Llm => put(&mut self.llm, Llm::from_slug(slug)),
            Question::Serve => put(&mut self.serve, Serve::from_slug(slug)),
            Question::Mode => put(&mut self.mode, Mode::from_slug(slug)),
            Question::Data => put(&mut self.data, DataSize::from_slug(slug)),
            Question::Gpu => put(&mut self.gpu, Gpu::from_slug(slug)),
            Question::Spark => put(&mut self.spark, Spark::from_slug(slug)),
            Question::Existing => put(&mut self.existing, Existing::from_slug(slug)),
            Question::Location => put(&mut self.location, Location::from_slug(slug)),
            Question::Residency => put(&mut self.residency, Residency::from_slug(slug)),
            Question::Network => put(&mut self.network, Network::from_slug(slug)),
            Question::Cmk => put(&mut self.cmk, Cmk::from_slug(slug)),
            Question::Preempt => put(&mut self.preempt, Preempt::from_slug(slug)),
            Question::Manage => put(&mut self.manage, Manage::from_slug(slug)),
            Question::Hours => put(
                &mut self.hours,
                slug.trim().parse::<u8>().ok().filter(|h| *h <= MAX_HOURS),
            ),
            Question::Traffic | Question::Training => false,
        }
    }

    /// Answers the question with what the situation shows for it (the result page commits the
    /// answers it shows, so that its link reproduces it).
    pub fn commit(&mut self, q: Question, s: &Situation) {
        match q {
            Question::Traffic if self.is_answered(q) => {}
            Question::Traffic => {
                let t = s.traffic;
                if let Some(p) = t.people {
                    self.users = Some(p.users);
                    self.user_requests = (!p.assumed).then_some(p.requests_each);
                    self.tokens_in = Some(t.tokens_in);
                    self.tokens_out = Some(t.tokens_out);
                    self.day_hours = Some(t.day_hours);
                    self.week_days = (t.days() != 7).then_some(t.week_days);
                } else if t.monthly.is_none() {
                    self.requests = Some(t.requests);
                    self.tokens_in = Some(t.tokens_in);
                    self.tokens_out = Some(t.tokens_out);
                    self.day_hours = Some(t.day_hours);
                    self.week_days = (t.days() != 7).then_some(t.week_days);
                } else {
                    self.monthly_in = t.monthly.map(|m| m.0);
                    self.monthly_out = t.monthly.map(|m| m.1);
                }
            }
            Question::Training => {
                self.train_tokens = Some(s.training.tokens_k);
                self.epochs = Some(s.training.epochs);
            }
            Question::Llm => {
                self.set(q, &q.value_in(s));
                self.params = s.llm.is_hf().then_some(s.params);
            }
            _ => {
                self.set(q, &q.value_in(s));
            }
        }
    }
}

impl Situation {
    /// Answers that reproduce this situation exactly.
    pub fn to_answers(self) -> Answers {
        let t = self.traffic;
        Answers {
            stage: Some(self.stage),
            data: Some(self.data),
            mode: Some(self.mode),
            serve: Some(self.serve),
            gpu: Some(self.gpu),
            spark: Some(self.spark),
            existing: Some(self.existing),
            location: Some(self.location),
            preempt: Some(self.preempt),
            manage: Some(self.manage),
            hours: Some(self.hours),
            model: Some(self.model),
            llm: Some(self.llm),
            requests: (t.monthly.is_none() && t.people.is_none()).then_some(t.requests),
            tokens_in: t.monthly.is_none().then_some(t.tokens_in),
            tokens_out: t.monthly.is_none().then_some(t.tokens_out),
            day_hours: t.monthly.is_none().then_some(t.day_hours),
            // Every day goes without saying, as in links older than the key.
            week_days: (t.monthly.is_none() && t.days() != 7).then_some(t.week_days),
            monthly_in: t.monthly.map(|m| m.0),
            monthly_out: t.monthly.map(|m| m.1),
            users: t.people.map(|p| p.users),
            user_requests: t.people.filter(|p| !p.assumed).map(|p| p.requests_each),
            train_tokens: Some(self.training.tokens_k),
            epochs: Some(self.training.epochs),
            residency: Some(self.residency),
            network: Some(self.network),
            cmk: Some(self.cmk),
            // East US is the region where none is given (`residency::chosen`).
            region: Some(self.region)
                .filter(|r| !r.is_empty() && *r != "eastus")
                .and_then(crate::advisor::facts::prices::region_index),
            params: if own_size_asked(&self) {
                (self.params > 0).then_some(self.params)
            } else {
                self.llm.is_hf().then_some(self.params)
            },
        }
    }

    /// Every discrete answer combination, with `hours` taken from `hours` (and the default
    /// traffic and training); normalised and de-duplicated, in a fixed order. Only the questions
    /// a combination asks are varied, so the count stays that of real situations.
    pub fn all(hours: &[u8]) -> Vec<Situation> {
        Situation::walk(hours, 0)
    }

    /// Every situation at most one requirement away from the defaults (`all` and, besides, each
    /// situation with one of where data may be processed, the network or the keys answered
    /// otherwise): what the requirement checks read. Requirements are checked one at a time
    /// because each one's rules read it alone; their full product would make every whole-space
    /// test sixteen times longer for nothing it could catch.
    pub fn all_required(hours: &[u8]) -> Vec<Situation> {
        Situation::walk(hours, 1)
    }

    /// The answer space, with at most `away` requirements answered other than their default.
    fn walk(hours: &[u8], away: u8) -> Vec<Situation> {
        fn walk(a: &mut Answers, from: usize, hours: &[u8], away: u8, out: &mut Vec<Situation>) {
            let s = a.situation();
            let Some((i, q)) = Question::ALL
                .into_iter()
                .enumerate()
                .skip(from)
                .find(|(_, q)| !q.is_number() && q.is_asked(&s))
            else {
                for &h in hours {
                    a.hours = Some(h);
                    out.push(a.situation());
                }
                a.hours = None;
                return;
            };
            let requirement = matches!(q, Question::Residency | Question::Network | Question::Cmk);
            for (n, c) in q.choices().iter().enumerate() {
                let other = requirement && n > 0;
                if other && away == 0 {
                    continue;
                }
                let mut b = a.clone();
                b.set(q, c.slug);
                walk(&mut b, i + 1, hours, away - u8::from(other), out);
            }
        }
        let mut out = Vec::new();
        walk(&mut Answers::default(), 0, hours, away, &mut out);
        let mut seen = std::collections::HashSet::new();
        out.retain(|s| seen.insert(*s));
        out
    }
}

/// Whether the team's size is asked with the busy hours: for work billed per person (a compute
/// instance is one person's), every stage but serving, whose people are those who use it (the
/// traffic's). The result asks it too where a compute instance is among serving's options.
pub fn team_asked(s: &Situation) -> bool {
    s.stage != Stage::Deploy
}

/// Whether the size of a model of your own is asked, with the busy hours: where GPUs serve it,
/// its size decides which GPUs hold it (`bill/usage.rs`'s `fitted_default`). It may be left
/// unknown: the default size is then priced, and the answer says how large a model that holds.
pub fn own_size_asked(s: &Situation) -> bool {
    s.model == ModelUse::Own
        && s.stage == Stage::Deploy
        && s.gpu != Gpu::None
        && Question::Hours.is_asked(s)
}

/// Busy hours mean hours at peak traffic for real-time serving.
pub fn peak_hours(s: &Situation) -> bool {
    s.stage == Stage::Deploy && s.serve == Serve::Realtime
}

/// The answers with `q` set to `value`, the rest kept; busy hours are not carried across the
/// line between real-time serving and other work, where they mean something else.
pub fn with_answer(answers: &Answers, q: Question, value: &str) -> Answers {
    let mut a = answers.clone();
    a.set(q, value);
    if peak_hours(&a.situation()) != peak_hours(&answers.situation()) {
        a.hours = None;
    }
    a
}

/// What a retired model's replacement must do for the model's use: be fine-tunable where it is
/// fine-tuned (`models::current_for`).
pub fn replacement_fits(model: ModelUse) -> fn(Llm) -> bool {
    if model == ModelUse::Finetune {
        ftjourney::can_fine_tune
    } else {
        |_| true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_round_trip_and_are_unique() {
        for q in Question::ALL {
            let choices = q.choices();
            for c in choices {
                let mut a = Answers::default();
                assert!(a.set(q, c.slug), "{:?} {}", q, c.slug);
                assert_eq!(choices.iter().filter(|d| d.slug == c.slug).count(), 1);
            }
        }
    }

    #[test]
    fn irrelevant_answers_are_reset() {
        let a = Answers {
            stage: Some(Stage::Deploy),
            spark: Some(Spark::Yes),
            mode: Some(Mode::Script),
            ..Answers::default()
        };
        let s = a.situation();
        assert_eq!(s.spark, Spark::No);
        assert_eq!(s.mode, Mode::Notebook);
    }

    #[test]
    fn training_alone_means_scripts() {
        let a = Answers {
            stage: Some(Stage::Train),
            ..Answers::default()
        };
        assert_eq!(a.situation().mode, Mode::Script);
        let a = Answers {
            stage: Some(Stage::Explore),
            ..Answers::default()
        };
        assert_eq!(a.situation().mode, Mode::Notebook);
    }

    #[test]
    fn hours_out_of_range_are_refused() {
        let mut a = Answers::default();
        assert!(!a.set(Question::Hours, "169"));
        assert!(!a.set(Question::Hours, "-1"));
        assert!(!a.set(Question::Hours, "ten"));
        assert!(a.set(Question::Hours, "168"));
        assert_eq!(a.hours, Some(168));
    }

    #[test]
    fn serve_is_asked_only_when_deploying() {
        for &stage in Stage::ALL {
            let a = Answers {
                stage: Some(stage),
                serve: Some(Serve::Batch),
                ..Answers::default()
            };
            assert_eq!(
                Question::Serve.is_asked(&a.situation()),
                stage == Stage::Deploy
            );
        }
    }

    #[test]
    fn a_question_is_asked_by_the_answers_before_it() {
        // Changing a later answer never changes whether an earlier question is asked.
        for s in Situation::all(&[10]) {
            for (i, q) in Question::ALL.into_iter().enumerate() {
                for later in &Question::ALL[i..] {
                    for c in later.choices() {
                        let mut a = s.to_answers();
                        a.set(*later, c.slug);
                        assert_eq!(
                            q.is_asked(&a.situation()),
                            q.is_asked(&s),
                            "{q:?} by {later:?}={}",
                            c.slug
                        );
                    }
                }
            }
        }
    }
}
