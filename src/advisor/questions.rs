//! The questions the wizard asks, their answers, their defaults, and when each one is asked.
//!
//! `Answers` is what a person (or a share link) said: every field is optional. `Situation` is the
//! complete, normalised view the rules read: defaults filled in, and answers to questions that are
//! not asked in this situation reset to their defaults, so an irrelevant answer can never move the
//! advice.

use serde::Serialize;

/// Declares a closed set of answers with their URL slug, label and one-line hint.
macro_rules! choices {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $slug:literal, $label:literal, $hint:literal;)+ }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// Slug, label and hint of each answer, in `ALL` order: one table, so the page carries
            /// no per-question code to list them.
            pub const CHOICES: &'static [Choice] = &[$(Choice { slug: $slug, label: $label, hint: $hint }),+];

            fn choice(self) -> &'static Choice {
                &Self::CHOICES[self as usize]
            }

            /// The value as it appears in a share link (public contract v1).
            pub fn slug(self) -> &'static str {
                self.choice().slug
            }

            pub fn label(self) -> &'static str {
                self.choice().label
            }

            pub fn hint(self) -> &'static str {
                self.choice().hint
            }

            pub fn from_slug(slug: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.slug() == slug)
            }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.slug())
            }
        }
    };
}

choices! {
    /// Where the work is in the model lifecycle.
    Stage {
        Explore => "explore", "Experimenting", "Trying ideas on a sample of the data, usually interactively.";
        Train => "train", "Training for production", "Training with scripts or pipelines that will be automated and scheduled.";
        Sweep => "sweep", "Many models in parallel", "AutoML or hyperparameter sweeps: many trainings at once, compared afterwards.";
        Deploy => "deploy", "Serving predictions", "The model is trained; now it has to answer requests or score data.";
    }
}

choices! {
    /// How much data one run reads.
    DataSize {
        Small => "small", "Small", "A sample that fits comfortably on a laptop (up to a few GB).";
        Medium => "medium", "Medium", "Tens of GB: fine for one strong machine, slow on a laptop.";
        Large => "large", "Large", "Hundreds of GB or more: more than one machine reads comfortably.";
    }
}

choices! {
    /// How the code is run.
    Mode {
        Notebook => "notebook", "Notebook", "Interactive cells in Jupyter or VS Code, run by hand.";
        Script => "script", "Scripts or pipelines", "Python scripts submitted as jobs, ready to automate and schedule.";
    }
}

choices! {
    /// How predictions are served.
    Serve {
        Realtime => "realtime", "Real-time", "An API answers each request within milliseconds to seconds.";
        Batch => "batch", "Batch", "Score a large set of records on a schedule or on demand; nobody waits per record.";
    }
}

choices! {
    /// Whether the work needs GPUs.
    Gpu {
        None => "none", "No GPU", "Classical ML, data preparation, small neural networks: CPUs are enough.";
        Single => "single", "One GPU", "Deep learning that fits on one GPU.";
        Multi => "multi", "Several GPUs", "Distributed deep learning over several GPUs or several machines.";
    }
}

choices! {
    /// Whether the code is Apache Spark code.
    Spark {
        No => "no", "No Spark", "pandas, scikit-learn, PyTorch and the like.";
        Yes => "yes", "Spark", "PySpark or Spark SQL that needs a Spark cluster.";
    }
}

choices! {
    /// Compute the team already runs and could attach.
    Existing {
        None => "none", "Nothing to reuse", "Start fresh with compute that Azure ML manages.";
        Vm => "vm", "An Azure VM", "A virtual machine the team already runs.";
        Databricks => "databricks", "Azure Databricks", "A Databricks workspace the team already runs.";
        Synapse => "synapse", "A Synapse Spark pool", "A Synapse workspace with a Spark pool.";
        Kubernetes => "kubernetes", "A Kubernetes cluster", "AKS, or an Azure Arc-enabled cluster anywhere.";
    }
}

choices! {
    /// Whether the person wants compute of their own to create, size and keep.
    Manage {
        Own => "own", "Compute of our own", "Create a cluster once, size it, and keep its settings between jobs.";
        None => "none", "Nothing to manage", "Azure ML provisions machines for each job: nothing to create, size or delete.";
    }
}

choices! {
    /// Where the work is allowed to run.
    Location {
        Cloud => "cloud", "Azure cloud is fine", "Data and compute may live in an Azure region.";
        Onprem => "onprem", "Must stay on-premises", "On-premises, another cloud or the edge: data may not move to Azure.";
    }
}

choices! {
    /// Whether the work may be interrupted and resumed.
    Preempt {
        No => "no", "Must not be interrupted", "Deadlines or long runs that cannot restart.";
        Ok => "ok", "Interruptions are fine", "Runs checkpoint or can simply be retried: cheaper capacity is welcome.";
    }
}

choices! {
    /// Whose model it is: the person's own, or a foundation model from the Azure catalog.
    ModelUse {
        Own => "own", "Our own model", "A model you train or bring: today's compute targets.";
        Catalog => "catalog", "A catalog model, as is", "A foundation model from the Azure model catalog (OpenAI, Llama, Phi, Mistral, DeepSeek …) used as it is.";
        Finetune => "finetune", "A catalog model, fine-tuned", "A catalog foundation model fine-tuned on your data.";
    }
}

choices! {
    /// Which catalog model (`models::MODELS` holds its facts, in this order).
    Llm {
        Phi4 => "phi-4", "Phi-4", "Microsoft; open weights.";
        Phi4MiniInstruct => "phi-4-mini-instruct", "Phi-4-mini-instruct", "Microsoft.";
        Llama3370bInstruct => "llama-3.3-70b-instruct", "Llama-3.3-70B-Instruct", "Meta; open weights.";
        Llama4Maverick => "llama-4-maverick-17b-128e-instruct-fp8", "Llama-4-Maverick-17B-128E-Instruct-FP8", "Meta; open weights.";
        DeepseekR1 => "deepseek-r1", "DeepSeek-R1", "Sold directly by Azure.";
        DeepseekV32 => "deepseek-v3.2", "DeepSeek-V3.2", "Sold directly by Azure.";
        MistralLarge3 => "mistral-large-3", "Mistral-Large-3", "Sold directly by Azure.";
        MistralSmall2503 => "mistral-small-2503", "mistral-small-2503", "Partner: Marketplace subscription.";
        GptOss120b => "gpt-oss-120b", "gpt-oss-120b", "OpenAI; open weights.";
        Gpt51 => "gpt-5.1", "gpt-5.1", "Azure OpenAI.";
        Gpt5Mini => "gpt-5-mini", "gpt-5-mini", "Azure OpenAI.";
        Gpt54 => "gpt-5.4", "gpt-5.4", "Azure OpenAI.";
        Gpt54Mini => "gpt-5.4-mini", "gpt-5.4-mini", "Azure OpenAI.";
        Gpt55 => "gpt-5.5", "gpt-5.5", "Azure OpenAI.";
        CohereCommandA => "cohere-command-a", "Cohere-command-a", "Sold directly by Azure.";
    }
}

/// Active hours per week: the range a share link may carry.
pub const MAX_HOURS: u8 = 168;

/// What a person said. Every field is optional; `None` means "not answered yet".
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Answers {
    pub stage: Option<Stage>,
    pub data: Option<DataSize>,
    pub mode: Option<Mode>,
    pub serve: Option<Serve>,
    pub gpu: Option<Gpu>,
    pub spark: Option<Spark>,
    pub existing: Option<Existing>,
    pub location: Option<Location>,
    pub preempt: Option<Preempt>,
    pub manage: Option<Manage>,
    pub hours: Option<u8>,
    pub model: Option<ModelUse>,
    pub llm: Option<Llm>,
}

/// The complete, normalised situation the rules read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Situation {
    pub stage: Stage,
    pub data: DataSize,
    pub mode: Mode,
    pub serve: Serve,
    pub gpu: Gpu,
    pub spark: Spark,
    pub existing: Existing,
    #[serde(rename = "where")]
    pub location: Location,
    pub preempt: Preempt,
    pub manage: Manage,
    /// Busy hours per week, 0..=168 (for real-time serving: hours at peak traffic).
    pub hours: u8,
    pub model: ModelUse,
    #[serde(serialize_with = "llm_slug")]
    pub llm: Llm,
}

fn llm_slug<S: serde::Serializer>(l: &Llm, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(l.slug())
}

/// Every question, in the order the wizard asks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    Stage,
    Model,
    Llm,
    Serve,
    Mode,
    Data,
    Gpu,
    Spark,
    Existing,
    Location,
    Preempt,
    Manage,
    Hours,
}

/// One answer to a discrete question, for rendering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub slug: &'static str,
    pub label: &'static str,
    pub hint: &'static str,
}

impl Question {
    pub const ALL: [Question; 13] = [
        Question::Stage,
        Question::Model,
        Question::Llm,
        Question::Serve,
        Question::Mode,
        Question::Data,
        Question::Gpu,
        Question::Spark,
        Question::Existing,
        Question::Location,
        Question::Preempt,
        Question::Manage,
        Question::Hours,
    ];

    /// The question whose share-link key is `key`.
    pub fn from_key(key: &str) -> Option<Question> {
        Question::ALL.into_iter().find(|q| q.key() == key)
    }

    /// The share-link key (public contract v1).
    pub fn key(self) -> &'static str {
        match self {
            Question::Stage => "stage",
            Question::Model => "model",
            Question::Llm => "llm",
            Question::Serve => "serve",
            Question::Mode => "mode",
            Question::Data => "data",
            Question::Gpu => "gpu",
            Question::Spark => "spark",
            Question::Existing => "existing",
            Question::Location => "where",
            Question::Preempt => "preempt",
            Question::Manage => "manage",
            Question::Hours => "hours",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Question::Stage => "Where is the work in the model lifecycle?",
            Question::Model => "Is it your own model, or a foundation model from the catalog?",
            Question::Llm => "Which catalog model?",
            Question::Serve => "How will predictions be served?",
            Question::Mode => "How do you run your code?",
            Question::Data => "How much data does one run read?",
            Question::Gpu => "Does the work need GPUs?",
            Question::Spark => "Is it Apache Spark code?",
            Question::Existing => "Do you already run compute you could reuse?",
            Question::Location => "Where must the work run?",
            Question::Preempt => "May a run be interrupted and resumed?",
            Question::Manage => {
                "Would you rather keep compute of your own, or have nothing to manage?"
            }
            Question::Hours => "How many hours a week will it be busy?",
        }
    }

    /// The short label in a situation: for real-time serving, hours are hours at peak traffic.
    pub fn short_for(self, stage: Stage, serve: Serve) -> &'static str {
        if self == Question::Hours && stage == Stage::Deploy && serve == Serve::Realtime {
            "Peak hours a week"
        } else {
            self.short()
        }
    }

    /// The title as asked in a situation: for real-time serving, hours are hours at peak traffic.
    pub fn title_for(self, stage: Stage, serve: Serve) -> &'static str {
        if self == Question::Hours && stage == Stage::Deploy && serve == Serve::Realtime {
            "How many hours a week is traffic at its peak?"
        } else {
            self.title()
        }
    }

    /// A short label for summaries ("Stage: Experimenting").
    pub fn short(self) -> &'static str {
        match self {
            Question::Stage => "Stage",
            Question::Model => "Model",
            Question::Llm => "Catalog model",
            Question::Serve => "Serving",
            Question::Mode => "Code",
            Question::Data => "Data",
            Question::Gpu => "GPU",
            Question::Spark => "Spark",
            Question::Existing => "Existing compute",
            Question::Location => "Location",
            Question::Preempt => "Interruptions",
            Question::Manage => "Managing compute",
            Question::Hours => "Busy hours a week",
        }
    }

    /// The answers of a discrete question; empty for `Hours`, which is a number.
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
            Question::Preempt => Preempt::CHOICES,
            Question::Manage => Manage::CHOICES,
            Question::Hours => &[],
        }
    }

    /// Whether this question is asked in a situation: only when its answer can change the advice
    /// (tested over the whole answer space in `tests/guardrails.rs`).
    /// A catalog model (`model` other than own) is asked about only: which one, and the hours
    /// its dedicated alternative would run; the other questions are about your own model.
    pub fn is_asked(self, stage: Stage, serve: Serve, model: ModelUse) -> bool {
        let deploy = stage == Stage::Deploy;
        let models = matches!(stage, Stage::Train | Stage::Deploy);
        let own = model == ModelUse::Own || !models;
        match self {
            Question::Stage | Question::Hours => true,
            Question::Model => models,
            Question::Llm => !own,
            _ if !own => false,
            Question::Existing | Question::Location => true,
            Question::Serve => deploy,
            Question::Mode | Question::Spark => matches!(stage, Stage::Explore | Stage::Train),
            Question::Data => !deploy,
            // GPUs size the serving instances too.
            Question::Gpu => true,
            Question::Preempt => stage != Stage::Explore && !(deploy && serve == Serve::Realtime),
            // Job compute is chosen for production work; notebooks pick their own host.
            Question::Manage => match stage {
                Stage::Explore => false,
                Stage::Train | Stage::Sweep => true,
                Stage::Deploy => serve == Serve::Batch,
            },
        }
    }

    /// The slug of this question's answer in `situation` (hours as a number).
    pub fn value_in(self, s: &Situation) -> String {
        match self {
            Question::Stage => s.stage.slug().into(),
            Question::Model => s.model.slug().into(),
            Question::Llm => s.llm.slug().into(),
            Question::Serve => s.serve.slug().into(),
            Question::Mode => s.mode.slug().into(),
            Question::Data => s.data.slug().into(),
            Question::Gpu => s.gpu.slug().into(),
            Question::Spark => s.spark.slug().into(),
            Question::Existing => s.existing.slug().into(),
            Question::Location => s.location.slug().into(),
            Question::Preempt => s.preempt.slug().into(),
            Question::Manage => s.manage.slug().into(),
            Question::Hours => s.hours.to_string(),
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

impl Answers {
    /// Fills defaults and resets answers to questions that are not asked in this situation.
    pub fn situation(&self) -> Situation {
        fn pick<T: Copy>(asked: bool, v: Option<T>, default: T) -> T {
            if asked {
                v.unwrap_or(default)
            } else {
                default
            }
        }
        let stage = self.stage.unwrap_or(Stage::Explore);
        let model = pick(
            Question::Model.is_asked(stage, Serve::Realtime, ModelUse::Own),
            self.model,
            ModelUse::Own,
        );
        let serve = pick(
            Question::Serve.is_asked(stage, Serve::Realtime, model),
            self.serve,
            Serve::Realtime,
        );
        let asked = |q: Question| q.is_asked(stage, serve, model);
        Situation {
            stage,
            model,
            llm: pick(asked(Question::Llm), self.llm, Llm::Phi4),
            serve: pick(asked(Question::Serve), self.serve, Serve::Realtime),
            mode: pick(asked(Question::Mode), self.mode, default_mode(stage)),
            data: pick(asked(Question::Data), self.data, DataSize::Small),
            gpu: pick(asked(Question::Gpu), self.gpu, Gpu::None),
            spark: pick(asked(Question::Spark), self.spark, Spark::No),
            existing: pick(asked(Question::Existing), self.existing, Existing::None),
            location: pick(asked(Question::Location), self.location, Location::Cloud),
            preempt: pick(asked(Question::Preempt), self.preempt, Preempt::No),
            manage: pick(asked(Question::Manage), self.manage, Manage::Own),
            hours: pick(
                asked(Question::Hours),
                self.hours.map(|h| h.min(MAX_HOURS)),
                default_hours(stage, serve),
            ),
        }
    }

    /// The questions asked for these answers, in wizard order.
    pub fn asked_questions(&self) -> Vec<Question> {
        let s = self.situation();
        Question::ALL
            .into_iter()
            .filter(|q| q.is_asked(s.stage, s.serve, s.model))
            .collect()
    }

    /// Whether the question has an explicit answer.
    pub fn is_answered(&self, q: Question) -> bool {
        match q {
            Question::Stage => self.stage.is_some(),
            Question::Model => self.model.is_some(),
            Question::Llm => self.llm.is_some(),
            Question::Serve => self.serve.is_some(),
            Question::Mode => self.mode.is_some(),
            Question::Data => self.data.is_some(),
            Question::Gpu => self.gpu.is_some(),
            Question::Spark => self.spark.is_some(),
            Question::Existing => self.existing.is_some(),
            Question::Location => self.location.is_some(),
            Question::Preempt => self.preempt.is_some(),
            Question::Manage => self.manage.is_some(),
            Question::Hours => self.hours.is_some(),
        }
    }

    /// Sets one answer from its slug (hours from a number). Returns false, changing nothing, when
    /// the value is not one of the question's answers.
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
            Question::Preempt => put(&mut self.preempt, Preempt::from_slug(slug)),
            Question::Manage => put(&mut self.manage, Manage::from_slug(slug)),
            Question::Hours => put(
                &mut self.hours,
                slug.trim().parse::<u8>().ok().filter(|h| *h <= MAX_HOURS),
            ),
        }
    }
}

impl Situation {
    /// Answers that reproduce this situation exactly.
    pub fn to_answers(self) -> Answers {
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
        }
    }

    /// Every discrete answer combination, with `hours` taken from `hours`; normalised and
    /// de-duplicated, in a fixed order.
    pub fn all(hours: &[u8]) -> Vec<Situation> {
        let questions: Vec<(Question, &[Choice])> = Question::ALL
            .into_iter()
            .filter(|q| *q != Question::Hours)
            .map(|q| (q, q.choices()))
            .collect();
        let mut out = Vec::new();
        let mut seen = std::collections::HashSet::new();
        // An odometer over the choices of every question, the last question turning fastest.
        let mut digits = vec![0usize; questions.len()];
        loop {
            let mut a = Answers::default();
            for ((q, choices), &d) in questions.iter().zip(&digits) {
                a.set(*q, choices[d].slug);
            }
            for &h in hours {
                a.hours = Some(h);
                let s = a.situation();
                if seen.insert(s) {
                    out.push(s);
                }
            }
            let Some(i) = (0..digits.len())
                .rev()
                .find(|&i| digits[i] + 1 < questions[i].1.len())
            else {
                return out;
            };
            digits[i] += 1;
            digits[i + 1..].fill(0);
        }
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
            assert_eq!(
                Question::Serve.is_asked(stage, Serve::Batch, ModelUse::Own),
                stage == Stage::Deploy
            );
        }
    }
}
