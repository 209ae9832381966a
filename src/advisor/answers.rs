//! What a person can answer, as types: each question's choices, `Answers` (what was said,
//! every field optional), `Situation` (the complete, normalised view the rules read) and the
//! `Question`s themselves. Types only, below every module that reads them: which question is
//! asked when, and how answers settle into a situation, is `questions.rs`'s.

use crate::advisor::facts::choice::choices;
use crate::advisor::facts::traffic::{Traffic, Training};
use crate::advisor::models::Llm;
use serde::Serialize;

choices! {
    /// Where the work is in the model lifecycle.
    Stage {
        Explore => "explore", "Experimenting", "Trying ideas on a sample of the data, usually interactively.";
        Train => "train", "Training or fine-tuning", "Training your model with scripts or pipelines that will be automated and scheduled; or fine-tuning an LLM (GPT, Llama, Phi …) on your data, then serving it.";
        Sweep => "sweep", "Many models in parallel", "AutoML or hyperparameter sweeps: many trainings at once, compared afterwards.";
        Deploy => "deploy", "Serving a model or an LLM", "A trained model answers requests or scores data; or an LLM from the Azure catalog (GPT, Llama, DeepSeek …) powers your chatbot or app, as it is or fine-tuned.";
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
    /// Where the data may be processed: anywhere (Global), within a data zone (EU, US), or in the
    /// chosen region only (`residency.rs`).
    Residency {
        Any => "any", "Anywhere (Global)", "No rule on where data is processed: Azure may route requests to any region, usually the cheapest and broadest option.";
        Eu => "eu", "In the EU", "Data must be processed within the EU data zone (regions such as Sweden Central, West Europe, France Central).";
        Us => "us", "In the US", "Data must be processed within the US data zone (regions such as East US, East US 2, West US 3).";
        Region => "region", "In this region only", "Data must stay in one Azure region: the one the prices use (East US until you pick another on the results).";
    }
}

choices! {
    /// Whether the work must stay off the public internet (`network.rs`).
    Network {
        Public => "public", "The public internet is fine", "Endpoints and compute may have public addresses, protected by sign-in and keys.";
        Private => "private", "Private network only", "No public IP on compute, a private network for the workspace or Foundry resource (the Azure resource that holds catalog model deployments), private endpoints to reach it.";
    }
}

choices! {
    /// Whether the organisation requires customer-managed encryption keys (`network.rs`).
    Cmk {
        No => "no", "Azure's keys are fine", "Azure encrypts stored data with keys Microsoft manages: nothing to set up.";
        Required => "required", "We must manage the keys", "Stored data (training files, fine-tuned models, workspace metadata) encrypted with a key you hold in Azure Key Vault.";
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
        Own => "own", "Our own model", "A model you train or bring (scikit-learn, PyTorch, your own weights): Azure ML compute runs it.";
        Catalog => "catalog", "A catalog LLM, as it is", "An LLM or embedding model from the Azure catalog (GPT, Llama, DeepSeek, Phi, Mistral …) used as it is, behind an API.";
        Finetune => "finetune", "A catalog LLM, fine-tuned", "Fine-tune a catalog LLM on your data (Llama, Phi, gpt-oss, GPT-4.1 …), or serve one fine-tuned: training leads with the job, serving with the deployment and its hourly hosting.";
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
    /// The traffic a catalog model serves (`requests`, `intokens`, `outtokens`, `dayhours`), or
    /// its monthly volumes in thousands of tokens (`tokensin`, `tokensout`, older links).
    pub requests: Option<u32>,
    pub tokens_in: Option<u32>,
    pub tokens_out: Option<u32>,
    pub day_hours: Option<u8>,
    /// The days a week the requests come in (`days`): every day where not given.
    pub week_days: Option<u8>,
    pub monthly_in: Option<u32>,
    pub monthly_out: Option<u32>,
    /// The traffic as people (`users`) and the requests each makes a day (`userreq`): requests
    /// a day are their product. A link gives either `users` or `requests` (the codec keeps one).
    pub users: Option<u32>,
    pub user_requests: Option<u32>,
    /// A fine-tuning job's data in thousands of tokens (`traintokens`, millions in the link) and
    /// its epochs (`epochs`).
    pub train_tokens: Option<u32>,
    pub epochs: Option<u8>,
    /// Where data may be processed (`residency`; a link older than the question: anywhere).
    pub residency: Option<Residency>,
    /// Whether the work must stay off the public internet (`network`), and whether
    /// customer-managed keys are required (`cmk`).
    pub network: Option<Network>,
    pub cmk: Option<Cmk>,
    /// The region the prices use (`region`, index into `prices::regions()`): a usage field, read
    /// by the rules only where data must stay in that region (`residency=region`).
    pub region: Option<usize>,
    /// The size of an open model from Hugging Face (`llm=hf`), tenths of a billion parameters
    /// (`params`, billions in the link): an answer of the model step.
    pub params: Option<u32>,
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
    /// What a catalog model serves, and what fine-tuning trains on (defaults where not asked).
    pub traffic: Traffic,
    pub training: Training,
    /// Where data may be processed.
    pub residency: Residency,
    pub network: Network,
    pub cmk: Cmk,
    /// Under `residency=region`, the region data must stay in (the link's `region`, East US
    /// where none is given); `""` otherwise. Not a question: the rules read it only there.
    #[serde(skip)]
    pub region: &'static str,
    /// The size of an open model from Hugging Face, tenths of a billion parameters
    /// ([`crate::advisor::models::HF_DEFAULT_TENTHS`] for every other model: not asked, it changes nothing).
    /// Not in the JSON's situation: the link (`query`) and the answers in words carry it.
    #[serde(skip)]
    pub params: u32,
}

fn llm_slug<S: serde::Serializer>(l: &Llm, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(l.slug())
}

/// Every question, in the order the wizard asks them. Whether a question is asked depends only on
/// the answers to questions before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    Stage,
    Model,
    Llm,
    Serve,
    Training,
    Traffic,
    Mode,
    Data,
    Gpu,
    Spark,
    Residency,
    Existing,
    Location,
    Network,
    Cmk,
    Preempt,
    Manage,
    Hours,
}
