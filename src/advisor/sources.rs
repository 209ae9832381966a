//! Where every claim comes from: Azure ML documentation pages and the passages of the source
//! documents (seeds) the product was built from.

use serde::Serialize;

const LEARN: &str = "https://learn.microsoft.com/azure/machine-learning/";

/// A public Azure Machine Learning documentation page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Doc {
    ComputeTargets,
    TrainingTargets,
    SupportedVmSeries,
    ComputeInstance,
    CreateComputeInstance,
    ComputeCluster,
    Serverless,
    SparkConcepts,
    KubernetesAnywhere,
    OnlineEndpoints,
    Endpoints,
    ManageCost,
    PlanCost,
}

impl Doc {
    pub const ALL: [Doc; 13] = [
        Doc::ComputeTargets,
        Doc::TrainingTargets,
        Doc::SupportedVmSeries,
        Doc::ComputeInstance,
        Doc::CreateComputeInstance,
        Doc::ComputeCluster,
        Doc::Serverless,
        Doc::SparkConcepts,
        Doc::KubernetesAnywhere,
        Doc::OnlineEndpoints,
        Doc::Endpoints,
        Doc::ManageCost,
        Doc::PlanCost,
    ];

    /// The page path under `articles/machine-learning/` and, for included tables, its anchor.
    pub fn page(self) -> &'static str {
        match self {
            Doc::ComputeTargets => "concept-compute-target",
            Doc::TrainingTargets => "concept-compute-target#training-compute-targets",
            Doc::SupportedVmSeries => "concept-compute-target#supported-vm-series-and-sizes",
            Doc::ComputeInstance => "concept-compute-instance",
            Doc::CreateComputeInstance => "how-to-create-compute-instance",
            Doc::ComputeCluster => "how-to-create-attach-compute-cluster",
            Doc::Serverless => "how-to-use-serverless-compute",
            Doc::SparkConcepts => "apache-spark-azure-ml-concepts",
            Doc::KubernetesAnywhere => "how-to-attach-kubernetes-anywhere",
            Doc::OnlineEndpoints => "concept-endpoints-online",
            Doc::Endpoints => "concept-endpoints",
            Doc::ManageCost => "how-to-manage-optimize-cost",
            Doc::PlanCost => "concept-plan-manage-cost",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Doc::ComputeTargets => "What are compute targets in Azure Machine Learning?",
            Doc::TrainingTargets => "Training compute targets",
            Doc::SupportedVmSeries => "Supported VM series and sizes",
            Doc::ComputeInstance => "What is an Azure Machine Learning compute instance?",
            Doc::CreateComputeInstance => "Create an Azure Machine Learning compute instance",
            Doc::ComputeCluster => "Create an Azure Machine Learning compute cluster",
            Doc::Serverless => "Model training on serverless compute",
            Doc::SparkConcepts => "Apache Spark in Azure Machine Learning",
            Doc::KubernetesAnywhere => "Introduction to Kubernetes compute target",
            Doc::OnlineEndpoints => "Online endpoints for real-time inference",
            Doc::Endpoints => "Endpoints for inference in production",
            Doc::ManageCost => "Manage and optimize Azure Machine Learning costs",
            Doc::PlanCost => "Plan to manage costs for Azure Machine Learning",
        }
    }

    pub fn url(self) -> String {
        format!("{LEARN}{}", self.page())
    }
}

/// The source documents the product was created from (see `shared/seeds`). Seeds 000 and 004 are
/// Microsoft Learn training units, 001 and 002 older Learn units, 003 the compute-target concept page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed {
    pub number: u8,
    /// The passage, quoted as the seed words it (shortened with "…" only).
    pub quote: &'static str,
}

/// The ground under one reason, caveat, tip or fact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Doc(Doc),
    Seed(Seed),
}

impl Source {
    pub const fn seed(number: u8, quote: &'static str) -> Source {
        Source::Seed(Seed { number, quote })
    }

    /// The page a reader can open: the documentation page, or for a seed the concept page that
    /// every seed summarises and links.
    pub fn url(self) -> String {
        match self {
            Source::Doc(d) => d.url(),
            Source::Seed(_) => Doc::ComputeTargets.url(),
        }
    }

    pub fn label(self) -> String {
        match self {
            Source::Doc(d) => d.title().to_string(),
            Source::Seed(s) => format!("Azure ML guidance (source {:03})", s.number),
        }
    }

    pub fn quote(self) -> Option<&'static str> {
        match self {
            Source::Doc(_) => None,
            Source::Seed(s) => Some(s.quote),
        }
    }
}

impl Serialize for Source {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = ser.serialize_struct("Source", 3)?;
        st.serialize_field("label", &self.label())?;
        st.serialize_field("url", &self.url())?;
        st.serialize_field("quote", &self.quote())?;
        st.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_doc_links_a_learn_page() {
        for d in Doc::ALL {
            assert!(d.url().starts_with(LEARN));
            assert!(!d.page().ends_with(".md"));
            assert!(!d.title().is_empty());
        }
    }
}
