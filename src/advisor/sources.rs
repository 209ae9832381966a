//! Where every claim comes from: Azure ML documentation pages and the passages of the source
//! documents (seeds) the product was built from.

use serde::Serialize;

const LEARN: &str = "https://learn.microsoft.com/azure/";

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
    BatchEndpoints,
    Autoscale,
    ServerlessApi,
    SdkV1,
    RetiredNcv3,
    ComputeTargetsV1,
    DistributedGpu,
    EndpointSkus,
    VmRetirements,
    ResponsibleAi,
}

impl Doc {
    pub const ALL: [Doc; 23] = [
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
        Doc::BatchEndpoints,
        Doc::Autoscale,
        Doc::ServerlessApi,
        Doc::SdkV1,
        Doc::RetiredNcv3,
        Doc::ComputeTargetsV1,
        Doc::DistributedGpu,
        Doc::EndpointSkus,
        Doc::VmRetirements,
        Doc::ResponsibleAi,
    ];

    /// The page path under `articles/machine-learning/` and, for included tables, its anchor.
    pub fn page(self) -> &'static str {
        match self {
            Doc::ComputeTargets => "machine-learning/concept-compute-target",
            Doc::TrainingTargets => {
                "machine-learning/concept-compute-target#training-compute-targets"
            }
            Doc::SupportedVmSeries => {
                "machine-learning/concept-compute-target#supported-vm-series-and-sizes"
            }
            Doc::ComputeInstance => "machine-learning/concept-compute-instance",
            Doc::CreateComputeInstance => "machine-learning/how-to-create-compute-instance",
            Doc::ComputeCluster => "machine-learning/how-to-create-attach-compute-cluster",
            Doc::Serverless => "machine-learning/how-to-use-serverless-compute",
            Doc::SparkConcepts => "machine-learning/apache-spark-azure-ml-concepts",
            Doc::KubernetesAnywhere => "machine-learning/how-to-attach-kubernetes-anywhere",
            Doc::OnlineEndpoints => "machine-learning/concept-endpoints-online",
            Doc::Endpoints => "machine-learning/concept-endpoints",
            Doc::ManageCost => "machine-learning/how-to-manage-optimize-cost",
            Doc::PlanCost => "machine-learning/concept-plan-manage-cost",
            Doc::BatchEndpoints => "machine-learning/concept-endpoints-batch",
            Doc::Autoscale => "machine-learning/how-to-autoscale-endpoints",
            Doc::ServerlessApi => "machine-learning/how-to-deploy-models-serverless",
            Doc::SdkV1 => "machine-learning/how-to-migrate-from-v1",
            Doc::RetiredNcv3 => "virtual-machines/ncv3-retirement",
            Doc::ComputeTargetsV1 => "machine-learning/concept-compute-target?view=azureml-api-1",
            Doc::DistributedGpu => "machine-learning/how-to-train-distributed-gpu",
            Doc::EndpointSkus => "machine-learning/reference-managed-online-endpoints-vm-sku-list",
            Doc::VmRetirements => {
                "virtual-machines/sizes/lifecycle/retirements-and-capacity-restrictions"
            }
            Doc::ResponsibleAi => "machine-learning/how-to-responsible-ai-dashboard",
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
            Doc::KubernetesAnywhere => {
                "Introduction to Kubernetes compute target in Azure Machine Learning"
            }
            Doc::OnlineEndpoints => "Online endpoint deployment for real-time inferencing",
            Doc::Endpoints => "Endpoints for inference in production",
            Doc::ManageCost => "Manage and optimize Azure Machine Learning costs",
            Doc::PlanCost => "Plan to manage costs for Azure Machine Learning",
            Doc::BatchEndpoints => "Batch endpoints",
            Doc::Autoscale => "Autoscale online endpoints in Azure Machine Learning",
            Doc::ServerlessApi => "Deploy models as standard deployment",
            Doc::SdkV1 => "Upgrade to v2",
            Doc::RetiredNcv3 => "Migrate your NCv3-series virtual machines by September 30, 2025",
            Doc::ComputeTargetsV1 => {
                "What are compute targets in Azure Machine Learning? (SDK v1 view)"
            }
            Doc::DistributedGpu => "Distributed GPU training guide (SDK v2)",
            Doc::EndpointSkus => "Managed online endpoints SKU list",
            Doc::VmRetirements => "Retirements and capacity restrictions of VM sizes",
            Doc::ResponsibleAi => "Generate a Responsible AI insights dashboard",
        }
    }

    pub fn url(self) -> String {
        format!("{LEARN}{}", self.page())
    }
}

/// The source documents the product was created from (`tests/fixtures/seeds`, checked verbatim by
/// `tests/sources.rs`): Microsoft Learn training units (000, 001, 002, 004) and the Azure ML
/// concept page on compute targets (003).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed {
    pub number: u8,
    /// The passage, quoted as the seed words it (shortened with "…" only).
    pub quote: &'static str,
}

impl Seed {
    /// The document's title, as a reader would look it up.
    pub fn title(self) -> &'static str {
        match self.number {
            0 => {
                "Choose the appropriate compute target (Microsoft Learn training, earlier edition)"
            }
            1 => "Introduction to compute targets (Microsoft Learn training, earlier edition)",
            2 => "Introduction to compute targets (Microsoft Learn training)",
            3 => Doc::ComputeTargets.title(),
            _ => "Choose the appropriate compute target (Microsoft Learn training)",
        }
    }

    /// A public page that holds the passage; none for earlier editions no longer published.
    pub fn url(self) -> Option<String> {
        match self.number {
            2 => Some("https://learn.microsoft.com/training/modules/use-compute-contexts-in-aml/3-compute-targets".into()),
            3 => Some(Doc::ComputeTargets.url()),
            4 => Some("https://learn.microsoft.com/training/modules/work-compute-resources-azure-machine-learning/2-compute-targets".into()),
            _ => None,
        }
    }
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

    /// The page a reader can open, where one holds the sentence.
    pub fn url(self) -> Option<String> {
        match self {
            Source::Doc(d) => Some(d.url()),
            Source::Seed(s) => s.url(),
        }
    }

    /// The document's title.
    pub fn label(self) -> &'static str {
        match self {
            Source::Doc(d) => d.title(),
            Source::Seed(s) => s.title(),
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
